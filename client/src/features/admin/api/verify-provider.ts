import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import type { User } from '@/types/api'
import { adminPositions } from '../lib/event-position'
import { invalidateAdminQueries } from '../lib/invalidate-admin-queries'

/** POST /api/admin/users/:id/verify — "Verifikasi": the admin checked the provider's STR number. */
export async function verifyProvider(id: string): Promise<User> {
  const response = await apiRequest<User>('POST', `/api/admin/users/${encodeURIComponent(id)}/verify`, { body: {} })
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
