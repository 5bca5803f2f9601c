import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BookAppointmentRequestInput } from '@modules/scheduling/contracts/book-appointment-request'
import { apiRequest } from '@/lib/api'
import { appointmentPositions } from '../lib/event-position'
import { invalidateAppointmentQueries } from '../lib/invalidate-appointment-queries'
import type { AppointmentDto } from '@/api/openapi'

/** docs/product.md#booking-rules: the reason stored when the patient leaves the complaint empty. */
export const DEFAULT_BOOKING_REASON = 'Konsultasi umum'

/** The wizard's part of the request; `scheduledAt` is the chosen slot's, as availability returned it. */
export type CreateAppointmentInput = Pick<BookAppointmentRequestInput, 'providerId' | 'scheduledAt' | 'type'> & { complaint?: string }

/** POST /api/appointments; the patient comes from the session, the fee from the provider and the type (VIDEO or CHAT). */
export async function createAppointment({ providerId, scheduledAt, complaint, type }: CreateAppointmentInput) {
  const trimmed = complaint?.trim() || undefined
  const body: BookAppointmentRequestInput = {
    providerId,
    scheduledAt,
    reason: trimmed ?? DEFAULT_BOOKING_REASON,
    complaint: trimmed,
    type: type ?? 'VIDEO',
  }
  const response = await apiRequest<AppointmentDto>('POST', '/api/appointments', { body })
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
