import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadMore } from '@/components/ui/load-more'
import { SearchInput } from '@/components/ui/search-input'
import { Spinner } from '@/components/ui/spinner'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { formatDate, formatTime } from '@/lib/format'
import { cn } from '@/lib/utils'
import type { ConversationPage } from '@/api/openapi'
import { useConversations } from '../api/get-conversations'

function isToday(iso: string) {
  return new Date(iso).toDateString() === new Date().toDateString()
}

function Preview({ conversation }: { conversation: ConversationPage['items'][number] }) {
  const { t } = useTranslation()
  const last = conversation.lastMessage
  if (!last) return <>{t('messaging.noMessagesYet')}</>
  const body = last.withdrawn ? t('messaging.withdrawn') : (last.preview ?? t('messaging.attachment'))
  return (
    <>
      {last.mine ? t('messaging.you') : ''}
      {body}
    </>
  )
}

/** The 'Pesan' list: newest activity first, search by name, unread counts, keyset pages. */
export function ConversationList({ selectedId, pathOf }: { selectedId?: string; pathOf: (id: string) => string }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search)
  const query = useConversations(q)
  const items = query.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <nav aria-label={t('messaging.listLabel')} className="flex min-h-0 flex-col">
      <div className="border-b p-3">
        <SearchInput
          id="conversation-search"
          label={t('messaging.searchLabel')}
          placeholder={t('messaging.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{q ? t('messaging.emptySearch') : t('messaging.empty')}</p>
        ) : (
          <ul className="divide-y" data-testid="conversation-list">
            {items.map((c) => (
              <li key={c.id}>
                <Link
                  to={pathOf(c.id)}
                  aria-current={c.id === selectedId ? 'page' : undefined}
                  data-testid="conversation-item"
                  className={cn(
                    'flex gap-3 px-4 py-3 outline-none hover:bg-muted/60 focus-visible:bg-muted',
                    c.id === selectedId && 'bg-primary/5'
                  )}
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex items-baseline justify-between gap-2">
                      <span className={cn('truncate', c.unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{c.counterpart.name}</span>
                      <time dateTime={c.activityAt} className="shrink-0 text-xs text-muted-foreground">
                        {isToday(c.activityAt) ? formatTime(c.activityAt) : formatDate(c.activityAt)}
                      </time>
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <p className="truncate text-sm text-muted-foreground">
                        <Preview conversation={c} />
                      </p>
                      {c.unreadCount > 0 ? (
                        <span
                          className="shrink-0 rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-primary-foreground"
                          data-testid="conversation-unread"
                          aria-label={t('messaging.unreadBadge', { count: c.unreadCount })}
                        >
                          {c.unreadCount}
                        </span>
                      ) : null}
                    </div>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
      </div>
    </nav>
  )
}
