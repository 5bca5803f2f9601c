import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import { invalidateAppointmentQueries } from '../lib/invalidate-appointment-queries'
import type { AppointmentDto } from '@modules/scheduling/contracts/appointment-dto'

/** Spec §9: the reason stored when the patient leaves the complaint empty. */
export const DEFAULT_BOOKING_REASON = 'Konsultasi umum'

export type CreateAppointmentInput = {
  providerId: string
  /** the chosen slot's scheduledAt, as the availability endpoint returned it */
  scheduledAt: string
  complaint?: string
}

/** POST /api/appointments; the patient comes from the session, the fee from the provider. */
export async function createAppointment({ providerId, scheduledAt, complaint }: CreateAppointmentInput) {
  const trimmed = complaint?.trim() || undefined
  const response = await apiRequest<AppointmentDto>('POST', '/api/appointments', {
    body: { providerId, scheduledAt, reason: trimmed ?? DEFAULT_BOOKING_REASON, complaint: trimmed },
  })
  appointmentPositions.record(response.headers.get('X-Event-Position'))
  return response.data
}

export function useCreateAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAppointment,
    // a taken slot (409) changes availability too
    onSettled: (_data, _error, input) => invalidateAppointmentQueries(queryClient, { providerId: input.providerId }),
  })
}
