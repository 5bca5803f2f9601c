import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeliveryState } from '@modules/operations/contracts/operations'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { formatDateTime } from '@/lib/format'
import { useEvents, type EventSearchForm } from '../api/search-events'
import { EventPayload } from './event-payload'
import { FilterLabel, PagedList } from './paged-list'

const EMPTY: EventSearchForm = { aggregateId: '', type: '', correlationId: '', from: '', to: '' }
const DELIVERY_VARIANT: Record<DeliveryState, BadgeProps['variant']> = {
  applied: 'success',
  'dead-lettered': 'destructive',
  discarded: 'secondary',
  pending: 'warning',
}
const FIELDS = ['aggregateId', 'type', 'correlationId'] as const
/** datetime-local gives local time without a zone; the API wants ISO 8601 with one. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '')

/**
 * Searches event_log by aggregate id, type, correlation id or time, and shows where each event is:
 * appended (position, correlation id = the HTTP request), handed to the transport, and each consumer's
 * state — the realtime gateway's row is the socket push.
 */
export function EventBrowser() {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState(EMPTY)
  const [search, setSearch] = useState(EMPTY)
  const events = useEvents(search)
  const items = events.data?.pages.flatMap((p) => p.items) ?? []
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSearch({ ...draft, from: toIso(draft.from), to: toIso(draft.to) })
  }
  const follow = (correlationId: string) => {
    setDraft({ ...EMPTY, correlationId })
    setSearch({ ...EMPTY, correlationId })
  }

  return (
    <Card data-testid="event-browser">
      <CardHeader>
        <CardTitle>{t('operations.events.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <form className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-3 lg:grid-cols-6" onSubmit={submit}>
          {FIELDS.map((field) => (
            <FilterLabel key={field} label={t(`operations.events.${field}`)}>
              <Input
                value={draft[field]}
                onChange={(e) => setDraft({ ...draft, [field]: e.target.value.trim() })}
                data-testid={`event-search-${field}`}
              />
            </FilterLabel>
          ))}
          {(['from', 'to'] as const).map((field) => (
            <FilterLabel key={field} label={t(`operations.events.${field}`)}>
              <Input type="datetime-local" value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />
            </FilterLabel>
          ))}
          <Button type="submit" className="self-end" data-testid="event-search">
            {t('operations.events.search')}
          </Button>
        </form>
        <PagedList query={events} items={items} emptyText={t('operations.events.empty')}>
          {(e) => (
            <li key={e.id} className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm" data-testid="event-row">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs text-muted-foreground">#{e.position}</span>
                <span className="break-all font-semibold">{e.type}</span>
                <span className="break-all font-mono text-xs">{e.aggregateId}</span>
                <span className="text-xs text-muted-foreground">{formatDateTime(e.occurredAt, i18n.language)}</span>
                <Badge variant={e.publishedAt ? 'success' : 'warning'}>
                  {e.publishedAt ? t('operations.events.published') : t('operations.events.unpublished')}
                </Badge>
                {e.correlationId ? (
                  <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => follow(e.correlationId!)}>
                    {t('operations.events.follow')}
                  </Button>
                ) : null}
              </div>
              {e.deliveries.length > 0 ? (
                <div className="flex flex-wrap gap-1" aria-label={t('operations.events.deliveries')}>
                  {e.deliveries.map((d) => (
                    <Badge
                      key={d.consumer}
                      variant={DELIVERY_VARIANT[d.state]}
                      className="max-w-full whitespace-normal break-all"
                      data-testid="delivery"
                      data-state={d.state}
                    >
                      {d.consumer}: {t(`operations.events.delivery.${d.state}`)}
                    </Badge>
                  ))}
                </div>
              ) : null}
              <details>
                <summary className="cursor-pointer text-xs text-muted-foreground">{t('operations.events.payload')}</summary>
                <div className="mt-1">
                  <EventPayload event={e} />
                </div>
              </details>
            </li>
          )}
        </PagedList>
      </CardContent>
    </Card>
  )
}
