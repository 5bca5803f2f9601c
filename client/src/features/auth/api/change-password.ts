import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ChangePasswordRequest } from '@modules/identity/contracts/password-requests'
import type { ApiAnswer } from '@/api/answer'

/** POST /api/password/change: other sessions of the account end; this one stays. */
export function changePassword(input: ChangePasswordRequest) {
  return api.post<ApiAnswer<'/api/password/change', 'post'>>('/api/password/change', input)
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['/api/password/change'], mutationFn: changePassword })
}
