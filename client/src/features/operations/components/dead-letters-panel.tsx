import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEAD_LETTER_STATUSES } from '@modules/operations/contracts/operations'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { useConsumers } from '../api/get-consumers'
import { useDeadLetters, type DeadLetterFilter } from '../api/get-dead-letters'
import { useRetryAllDeadLetters } from '../api/resolve-dead-letter'
import { DeadLetterDialog } from './dead-letter-dialog'
import { FilterLabel, PagedList } from './paged-list'

const SELECT = 'h-9 min-w-0 max-w-full rounded-md border bg-background px-2 text-sm'

/** Dead letters, filtered by consumer, type and status; one opened in a dialog; 'Retry all' of the chosen consumer. */
export function DeadLettersPanel() {
  const { t, i18n } = useTranslation()
  const [filter, setFilter] = useState<DeadLetterFilter>({ consumer: '', type: '', status: 'open' })
  const [opened, setOpened] = useState<string | null>(null)
  const consumers = useConsumers().data?.consumers ?? []
  const letters = useDeadLetters(filter)
  const retryAll = useRetryAllDeadLetters()
  const items = letters.data?.pages.flatMap((p) => p.items) ?? []

  const onRetryAll = () =>
    retryAll.mutate(filter.consumer, {
      onSuccess: (result) => toast({ title: t('operations.deadLetters.retryAllDone', { ...result }) }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('operations.detail.retryFailed'), description: getErrorMessage(error) }),
    })

  return (
    <Card data-testid="dead-letters-card">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('operations.deadLetters.title')}</CardTitle>
        <Button
          variant="outline"
          size="sm"
          onClick={onRetryAll}
          disabled={!filter.consumer || retryAll.isPending}
          data-testid="retry-all"
        >
          {t('operations.deadLetters.retryAll')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-3">
          <FilterLabel label={t('operations.deadLetters.filterConsumer')}>
            <select
              className={SELECT}
              value={filter.consumer}
              onChange={(e) => setFilter({ ...filter, consumer: e.target.value })}
              data-testid="dead-letter-consumer"
            >
              <option value="">{t('operations.deadLetters.all')}</option>
              {consumers.map((c) => (
                <option key={c.consumer} value={c.consumer}>
                  {c.consumer}
                </option>
              ))}
            </select>
          </FilterLabel>
          <FilterLabel label={t('operations.deadLetters.filterType')}>
            <Input
              value={filter.type}
              onChange={(e) => setFilter({ ...filter, type: e.target.value.trim() })}
              placeholder="UserSuspended"
            />
          </FilterLabel>
          <FilterLabel label={t('operations.deadLetters.filterStatus')}>
            <select
              className={SELECT}
              value={filter.status}
              onChange={(e) => setFilter({ ...filter, status: e.target.value as DeadLetterFilter['status'] })}
              data-testid="dead-letter-status"
            >
              {[...DEAD_LETTER_STATUSES, 'all' as const].map((s) => (
                <option key={s} value={s}>
                  {t(`operations.deadLetters.statuses.${s}`)}
                </option>
              ))}
            </select>
          </FilterLabel>
        </div>
        <PagedList query={letters} items={items} emptyText={t('operations.deadLetters.empty')}>
          {(d) => (
            <li key={d.id} className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="dead-letter-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">#{d.id}</span>
                  <span className="font-mono text-xs">{d.consumer}</span>
                  <Badge variant="outline">{d.eventType ?? '?'}</Badge>
                  <Badge variant={d.status === 'open' ? 'destructive' : 'secondary'}>
                    {t(`operations.deadLetters.statuses.${d.status}`)}
                  </Badge>
                </span>
                <Button size="sm" variant="outline" onClick={() => setOpened(d.id)} data-testid="open-dead-letter">
                  {t('operations.deadLetters.open')}
                </Button>
              </div>
              <p className="break-all text-xs text-muted-foreground">{d.error}</p>
              <p className="text-xs text-muted-foreground">
                {formatDateTime(d.createdAt, i18n.language)} · {t('operations.deadLetters.attempts', { count: d.attempts })}
              </p>
            </li>
          )}
        </PagedList>
      </CardContent>
      <DeadLetterDialog id={opened} onClose={() => setOpened(null)} />
    </Card>
  )
}
