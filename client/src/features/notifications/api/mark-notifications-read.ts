import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ApiAnswer } from '@/api/answer'
import type { MarkNotificationsReadRequest } from '@modules/notification/contracts/in-app-notification'
import { NOTIFICATIONS_QUERY_KEY, type NotificationPage } from './get-notifications'

/** POST /api/notifications/read — some of my notifications by id, or all of them. */
export function markNotificationsRead(request: MarkNotificationsReadRequest) {
  return api.post<ApiAnswer<'/api/notifications/read', 'post'>>('/api/notifications/read', request)
}

/** Marks read, shows it at once in the list and the badge, then refetches the list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result, request) => {
      const now = new Date().toISOString()
      queryClient.setQueryData<InfiniteData<NotificationPage>>(NOTIFICATIONS_QUERY_KEY, (data) =>
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
