import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { nextCursorOf, pageParams } from '@/lib/page'
import type { ApiAnswer } from '@/api/answer'
import { notificationPositions } from '../lib/event-position'

/** GET /api/notifications: a page of my notifications with my unread count. */
export type NotificationPage = ApiAnswer<'/api/notifications', 'get'>

/** Rows per page of the bell's list (the server caps any page at 100). */
export const NOTIFICATIONS_PAGE_SIZE = 10

/** Key of the bell's list; pushes and the read mutation invalidate it. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const

/** GET /api/notifications — my notifications, newest first, with my unread count. */
export function getNotificationsPage(cursor: string | null, signal?: AbortSignal) {
  return api.get<NotificationPage>(`/api/notifications${pageParams({ limit: NOTIFICATIONS_PAGE_SIZE }, cursor)}`, {
    headers: notificationPositions.headers(),
    signal,
  })
}

export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getNotificationsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  })
}

export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled })
}
