import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

import { adminPositions } from '../lib/event-position'
import { invalidateAdminQueries } from '../lib/invalidate-admin-queries'
import type { UserDto } from '@/api/openapi'

/** POST /api/admin/users/:id/verify — "Verifikasi": the admin checked the provider's STR number. */
export async function verifyProvider(id: string): Promise<UserDto> {
  const response = await apiRequest<UserDto>('POST', `/api/admin/users/${encodeURIComponent(id)}/verify`, { body: {} })
  adminPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useVerifyProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyProvider,
    onSuccess: () => invalidateAdminQueries(queryClient),
  })
}
