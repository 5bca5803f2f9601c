import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import { invalidateAppointmentQueries } from '../lib/invalidate-appointment-queries'

import type { CancelAppointmentRequestInput } from '@modules/scheduling/contracts/appointment-change-requests'
import type { AppointmentDto } from '@/api/openapi'

export type CancelAppointmentInput = { id: string } & CancelAppointmentRequestInput

/** POST /api/appointments/:id/cancel — the patient until the cut-off, the provider with a reason. */
export async function cancelAppointment({ id, ...body }: CancelAppointmentInput) {
  const response = await apiRequest<AppointmentDto>('POST', `/api/appointments/${encodeURIComponent(id)}/cancel`, { body })
  appointmentPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useCancelAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: (appointment, _error, input) =>
      invalidateAppointmentQueries(queryClient, { appointmentId: input.id, providerId: appointment?.providerId }),
  })
}
