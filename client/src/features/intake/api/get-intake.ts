import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { IntakeDto } from '@/api/openapi'

export const intakePath = (appointmentId: string) => `/api/appointments/${encodeURIComponent(appointmentId)}/intake`

/** GET /api/appointments/:id/intake — its patient, or its provider inside the records access window. */
export function getIntakeQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: ['/api/appointments', appointmentId, 'intake'] as const,
    queryFn: ({ signal }) => api.get<IntakeDto>(intakePath(appointmentId), { signal }),
  })
}

/** Every loaded intake query (after a reconnect, when an 'intake.submitted' push may have been missed). */
export const isIntakeQueryKey = (key: readonly unknown[]) => key[0] === '/api/appointments' && key[2] === 'intake'

export function useIntake(appointmentId: string, enabled = true) {
  return useQuery({ ...getIntakeQueryOptions(appointmentId), enabled: enabled && Boolean(appointmentId) })
}
