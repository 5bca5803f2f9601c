import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ResetPasswordRequest } from '@modules/identity/contracts/password-requests'
import type { ApiAnswer } from '@/api/answer'

/** POST /api/password/reset: a reset or invitation link's token and the new password. */
export function resetPassword(input: ResetPasswordRequest) {
  return api.post<ApiAnswer<'/api/password/reset', 'post'>>('/api/password/reset', input)
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['/api/password/reset'], mutationFn: resetPassword })
}
