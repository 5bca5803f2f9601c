import type { QueryClient } from '@tanstack/react-query'
import { getAppointmentQueryOptions } from '../api/get-appointment'
import { getAppointmentsQueryOptions } from '../api/get-appointments'
import { isAvailabilityQueryKey } from '../api/get-provider-availability'

type Scope = { appointmentId?: string; providerId?: string }

/**
 * After a booking, a status change or an 'appointment.changed' push: the list, the one
 * appointment (its key extends the list key, hence `exact` on the list: one refetch each) and
 * slot availability (of the provider, or of all providers when unknown) are stale.
 */
export function invalidateAppointmentQueries(queryClient: QueryClient, { appointmentId, providerId }: Scope = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getAppointmentsQueryOptions().queryKey, exact: true }),
    appointmentId ? queryClient.invalidateQueries({ queryKey: getAppointmentQueryOptions(appointmentId).queryKey }) : null,
    queryClient.invalidateQueries({
      predicate: (query) =>
        isAvailabilityQueryKey(query.queryKey) && (providerId === undefined || query.queryKey[1] === providerId),
    }),
  ])
}
