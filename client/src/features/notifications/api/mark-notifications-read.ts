import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type {
  MarkNotificationsReadDto,
  MarkNotificationsReadRequest,
  NotificationPageDto,
} from '@modules/notification/contracts/in-app-notification'
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications'

/** POST /api/notifications/read — some of my notifications by id, or all of them. */
export function markNotificationsRead(request: MarkNotificationsReadRequest) {
  return api.post<MarkNotificationsReadDto>('/api/notifications/read', request)
}

/** Marks read, shows it at once in the list and the badge, then refetches the list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result, request) => {
      const now = new Date().toISOString()
      queryClient.setQueryData<InfiniteData<NotificationPageDto>>(NOTIFICATIONS_QUERY_KEY, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unreadCount: result.unreadCount,
                items: page.items.map((n) =>
                  n.readAt === null && (request.all || request.ids?.includes(n.id)) ? { ...n, readAt: now } : n
                ),
              })),
            }
          : data
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  })
}
