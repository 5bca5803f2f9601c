import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api'
import type { ProviderScheduleRequest } from '@modules/scheduling/contracts/provider-schedule'
import { invalidateAvailability } from '../lib/invalidate-appointment-queries'
import { getProviderScheduleQueryOptions } from './get-provider-schedule'
import type { ProviderScheduleDto, ScheduleConflictBody } from '@/api/openapi'
import type { DayOffConflictDto } from '@/api/openapi'

/** PUT /api/provider/schedule — replaces the week and the days off from today on. */
export async function updateProviderSchedule(input: ProviderScheduleRequest) {
  const response = await apiRequest<ProviderScheduleDto>('PUT', '/api/provider/schedule', { body: input })
  return response.data
}

/** The bookings a 409 lists (a day off that still has SCHEDULED appointments), or null for any other error. */
export function dayOffConflicts(error: unknown): DayOffConflictDto[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  try {
    const body = JSON.parse(error.bodyText) as Partial<ScheduleConflictBody>
    return body.code === 'DAY_OFF_HAS_BOOKINGS' && Array.isArray(body.conflicts) ? body.conflicts : null
  } catch {
    return null
  }
}

export function useUpdateProviderSchedule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProviderSchedule,
    onSuccess: (schedule) => {
      queryClient.setQueryData(getProviderScheduleQueryOptions().queryKey, schedule)
      return invalidateAvailability(queryClient, schedule.providerId)
    },
  })
}
