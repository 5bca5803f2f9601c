import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

import { appointmentPositions } from '../lib/event-position'
import { invalidateAppointmentQueries } from '../lib/invalidate-appointment-queries'
import { invalidateWaitlistQueries } from '../lib/invalidate-waitlist-queries'
import type { AppointmentDto } from '@/api/openapi'

/** POST /api/waitlist/offers/:id/accept: 'Ambil slot ini' books the held slot (201 with the appointment). */
export async function acceptWaitlistOffer(offerId: string) {
  const response = await apiRequest<AppointmentDto>('POST', `/api/waitlist/offers/${encodeURIComponent(offerId)}/accept`, {
    body: {},
  })
  appointmentPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useAcceptWaitlistOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptWaitlistOffer,
    onSettled: () => Promise.all([invalidateWaitlistQueries(queryClient), invalidateAppointmentQueries(queryClient)]),
  })
}
