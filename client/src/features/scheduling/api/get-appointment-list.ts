import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams, type Page } from '@/lib/page'
import { appointmentPositions } from '../lib/event-position'

import type { AppointmentItem } from '@/api/openapi'
import type { AppointmentCounts } from '@/api/openapi'

export type AppointmentListStatus = keyof AppointmentCounts

const PAGE_SIZE = 20

/** One page of one tab: upcoming first (ascending), then the past newest first. */
export function getAppointmentListPage(status: AppointmentListStatus, cursor: string | null, signal?: AbortSignal) {
  return api.get<Page<AppointmentItem>>(`/api/appointments/list${pageParams({ status, limit: PAGE_SIZE }, cursor)}`, {
    headers: appointmentPositions.headers(),
    signal,
  })
}

/** Prefix of every tab's key: ['/api/appointments/list', status]. */
export const APPOINTMENT_LIST_KEY = '/api/appointments/list'

export function getAppointmentListQueryOptions(status: AppointmentListStatus) {
  return infiniteQueryOptions({
    queryKey: [APPOINTMENT_LIST_KEY, status] as const,
    queryFn: ({ pageParam, signal }) => getAppointmentListPage(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useAppointmentList(status: AppointmentListStatus, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getAppointmentListQueryOptions(status), enabled })
}
