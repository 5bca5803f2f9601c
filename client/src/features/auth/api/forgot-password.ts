import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ForgotPasswordRequest } from '@modules/identity/contracts/password-requests'

/** POST /api/password/forgot: the same answer whether or not the address has an account. */
export function forgotPassword(input: ForgotPasswordRequest) {
  return api.post<{ message: string }>('/api/password/forgot', input)
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['/api/password/forgot'], mutationFn: forgotPassword })
}
