import { useMutation } from '@tanstack/react-query'
import type { EventLogRowDto } from '@/api/openapi'
import { api } from '@/lib/api'

/**
 * POST /api/admin/events/{id}/reveal { reason } — one event whole, patient fields included; the
 * reason is audited and the patient's access trail shows the reveal. Kept in the component only
 * (never written into the browser's cached, redacted pages).
 */
export function useRevealEvent() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<EventLogRowDto>(`/api/admin/events/${id}/reveal`, { reason }),
  })
}
