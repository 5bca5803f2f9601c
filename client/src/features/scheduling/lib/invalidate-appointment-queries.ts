import type { QueryClient } from '@tanstack/react-query'
import { getAppointmentQueryOptions } from '../api/get-appointment'
import { getAppointmentHistoryQueryOptions } from '../api/get-appointment-history'
import { APPOINTMENT_LIST_KEY } from '../api/get-appointment-list'
import { getAppointmentOverviewQueryOptions } from '../api/get-appointment-overview'
import { isAvailabilityQueryKey } from '../api/get-provider-availability'

type Scope = { appointmentId?: string; providerId?: string }

/**
 * After a booking, a status change, a cancellation, a move or an 'appointment.changed' push: the
 * dashboards' overview, every loaded tab of the appointments page, the one appointment (and its
 * history) and slot availability (of the provider, or of all providers when unknown) are stale.
 */
export function invalidateAppointmentQueries(queryClient: QueryClient, { appointmentId, providerId }: Scope = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getAppointmentOverviewQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: [APPOINTMENT_LIST_KEY] }),
    appointmentId ? queryClient.invalidateQueries({ queryKey: getAppointmentQueryOptions(appointmentId).queryKey }) : null,
    appointmentId ? queryClient.invalidateQueries({ queryKey: getAppointmentHistoryQueryOptions(appointmentId).queryKey }) : null,
    invalidateAvailability(queryClient, providerId),
  ])
}

/** Slot availability of one provider (or of all when unknown): a booking, a cancellation or a schedule change. */
export function invalidateAvailability(queryClient: QueryClient, providerId?: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => isAvailabilityQueryKey(query.queryKey) && (providerId === undefined || query.queryKey[1] === providerId),
  })
}
