import { useQueryClient } from '@tanstack/react-query'
import { Bell, CheckCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { LoadMore } from '@/components/ui/load-more'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useSocketEvent, useSocketReconnect } from '@/lib/socket'
import { cn } from '@/lib/utils'
import type { NotificationItem } from '@/api/openapi'
import { NOTIFICATIONS_QUERY_KEY, useNotifications } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import { notificationText, relativeTime } from '../lib/notification-text'
import { notificationPositions } from '../lib/event-position'

/**
 * The header bell: my unread count on a badge, and a panel with my latest notifications
 * ('notification.created' pushes refresh it live; Escape or a click outside closes it).
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const query = useNotifications()
  const markRead = useMarkNotificationsRead()

  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })
  useSocketEvent<{ position?: unknown }>('notification.created', (push) => {
    notificationPositions.record(push.position)
    refresh()
  })
  useSocketEvent('notification.read', refresh)
  useSocketReconnect(refresh)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const pages = query.data?.pages ?? []
  const unread = pages[0]?.unreadCount ?? 0
  const badge = unread > 99 ? '99+' : String(unread)
  const items = pages.flatMap((page) => page.items)
  const language = i18n.resolvedLanguage ?? 'id'

  const onMarkFailed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('notifications.markFailed'), description: getErrorMessage(error) })

  function openNotification(n: NotificationItem) {
    if (n.readAt === null) markRead.mutate({ ids: [n.id] }, { onError: onMarkFailed })
    setOpen(false)
    void navigate(n.link)
  }

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        // the count on the badge is part of the name: what a voice-control user sees is what they can say
        aria-label={unread > 0 ? t('notifications.bellUnread', { shown: badge }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span
            data-testid="notification-badge"
            aria-hidden
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </Button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('notifications.title')}
          data-testid="notification-panel"
          className="fixed inset-x-2 top-16 z-50 flex max-h-[min(32rem,calc(100svh-5rem))] flex-col overflow-hidden rounded-lg border bg-card shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
            <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
            <SubmitButton
              type="button"
              variant="ghost"
              size="sm"
              pending={markRead.isPending}
              icon={<CheckCheck aria-hidden />}
              disabled={unread === 0}
              onClick={() => markRead.mutate({ all: true }, { onError: onMarkFailed })}
            >
              {t('notifications.markAllRead')}
            </SubmitButton>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {query.isPending ? (
              <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('common.loading')}</p>
            ) : query.isError ? (
              <p role="alert" className="px-4 py-6 text-center text-sm text-destructive">
                {t('notifications.loadFailed', { message: getErrorMessage(query.error) })}
              </p>
            ) : items.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p>
            ) : (
              <ul className="divide-y" data-testid="notification-list">
                {items.map((n) => {
                  const { title, body } = notificationText(n, t, language)
                  const isUnread = n.readAt === null
                  return (
                    <li key={n.id}>
                      <button
                        type="button"
                        data-testid="notification-item"
                        data-unread={isUnread}
                        onClick={() => openNotification(n)}
                        className={cn(
                          'flex w-full gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent',
                          isUnread && 'bg-primary/5'
                        )}
                      >
                        <span
                          aria-hidden
                          className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')}
                        />
                        <span className="min-w-0 flex-1">
                          <span className={cn('block text-sm', isUnread ? 'font-semibold' : 'font-medium')}>
                            {title}
                            {isUnread ? <span className="sr-only"> ({t('notifications.unread')})</span> : null}
                          </span>
                          <span className="block text-sm break-words text-muted-foreground">{body}</span>
                          <time dateTime={n.createdAt} className="mt-1 block text-xs text-muted-foreground">
                            {relativeTime(n.createdAt, language)}
                          </time>
                        </span>
                      </button>
                    </li>
                  )
                })}
              </ul>
            )}
            <LoadMore
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              fetchNextPage={() => query.fetchNextPage()}
            />
          </div>
        </div>
      ) : null}
    </div>
  )
}
