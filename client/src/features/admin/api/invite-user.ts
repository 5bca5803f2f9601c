import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import type { InviteUserRequestInput } from '@modules/identity/contracts/invite-user-request'

import { adminPositions } from '../lib/event-position'
import { invalidateAdminQueries } from '../lib/invalidate-admin-queries'
import type { UserDto } from '@/api/openapi'

/** POST /api/admin/users: 'Tambah Pengguna' creates a provider or admin account and mails its invitation. */
export async function inviteUser(input: InviteUserRequestInput): Promise<UserDto> {
  const response = await apiRequest<UserDto>('POST', '/api/admin/users', { body: input })
  adminPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useInviteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['/api/admin/users', 'invite'],
    mutationFn: inviteUser,
    onSuccess: () => invalidateAdminQueries(queryClient),
  })
}
