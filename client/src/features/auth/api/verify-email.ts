import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { VerifyEmailRequest } from '@modules/identity/contracts/password-requests'
import { getUserQueryOptions } from './get-user'
import type { ApiAnswer } from '@/api/answer'

/** POST /api/email/verify: the link's account gets a verified e-mail. */
export function verifyEmail(input: VerifyEmailRequest) {
  return api.post<ApiAnswer<'/api/email/verify', 'post'>>('/api/email/verify', input)
}

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/email/verify'],
    mutationFn: verifyEmail,
    // the signed-in user (if it is the link's account) is verified now: the banner goes away
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey }),
  })
}
