import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ForgotPasswordRequest } from '@modules/identity/contracts/password-requests'
import type { ApiAnswer } from '@/api/answer'

/** POST /api/password/forgot: the same answer whether or not the address has an account. */
export function forgotPassword(input: ForgotPasswordRequest) {
  return api.post<ApiAnswer<'/api/password/forgot', 'post'>>('/api/password/forgot', input)
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['/api/password/forgot'], mutationFn: forgotPassword })
}
