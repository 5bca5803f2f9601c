import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiAnswer } from '@/api/answer'

/** POST /api/email/verification: a new link to the signed-in user's own address. */
export function resendVerification() {
  return api.post<ApiAnswer<'/api/email/verification', 'post'>>('/api/email/verification')
}

export function useResendVerification() {
  return useMutation({ mutationKey: ['/api/email/verification'], mutationFn: resendVerification })
}
