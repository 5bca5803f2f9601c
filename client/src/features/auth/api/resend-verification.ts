import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'

/** POST /api/email/verification: a new link to the signed-in user's own address. */
export function resendVerification() {
  return api.post<{ message: string }>('/api/email/verification')
}

export function useResendVerification() {
  return useMutation({ mutationKey: ['/api/email/verification'], mutationFn: resendVerification })
}
