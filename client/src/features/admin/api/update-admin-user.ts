import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import type { UserStatus } from '@modules/identity/contracts/roles'

import { adminPositions } from '../lib/event-position'
import { invalidateAdminQueries } from '../lib/invalidate-admin-queries'
import type { UserDto } from '@/api/openapi'

export type UpdateAdminUserInput = { id: string } & ({ email: string } | { status: UserStatus })

export async function updateAdminUser({ id, ...changes }: UpdateAdminUserInput): Promise<UserDto> {
  const response = await apiRequest<UserDto>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, { body: changes })
  adminPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => invalidateAdminQueries(queryClient),
  })
}
