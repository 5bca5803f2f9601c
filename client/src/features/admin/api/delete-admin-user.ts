import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { adminPositions } from '../lib/event-position'
import { invalidateAdminQueries } from '../lib/invalidate-admin-queries'

export async function deleteAdminUser(id: string): Promise<void> {
  const response = await apiRequest<unknown>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`)
  adminPositions.record(response.headers.get('X-Event-Position'))
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => invalidateAdminQueries(queryClient),
  })
}
