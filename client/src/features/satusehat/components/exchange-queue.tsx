import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EXCHANGE_STATUSES, type ExchangeQueueItemDto, type ExchangeStatus } from '@modules/satusehat/contracts/exchange-status'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { LoadMore } from '@/components/ui/load-more'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { SATUSEHAT_STATUS_VARIANT } from '@/lib/satusehat-status'
import { formatDate, formatDateTime } from '@/lib/format'
import { useExchangeQueue } from '../api/get-exchange-queue'
import { useExchangeSummary } from '../api/get-exchange-summary'
import { useRetryExchange } from '../api/retry-exchange'

/** /admin/satusehat: whether the exchange is configured, the count per status, and the queue by status. */
export function ExchangeQueue() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ExchangeStatus | undefined>(undefined)
  const summary = useExchangeSummary()
  const queue = useExchangeQueue(status)
  const items = queue.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <div className="grid gap-4">
      {summary.data ? (
        <p
          role="status"
          data-testid="satusehat-config"
          className={
            summary.data.configured ? 'text-sm text-muted-foreground' : 'rounded-lg border border-warning bg-warning/10 p-3 text-sm'
          }
        >
          {summary.data.configured
            ? [
                t('satusehat.queue.configured', { url: summary.data.fhirBaseUrl }),
                summary.data.organizationId ? t('satusehat.queue.organization', { id: summary.data.organizationId }) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : t('satusehat.queue.notConfigured')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('satusehat.queue.columns.status')}>
        {([undefined, ...EXCHANGE_STATUSES] as const).map((s) => (
          <Button
            key={s ?? 'ALL'}
            size="sm"
            variant={status === s ? 'default' : 'outline'}
            aria-pressed={status === s}
            data-testid={`filter-${s ?? 'ALL'}`}
            onClick={() => setStatus(s)}
          >
            {t(`satusehat.filter.${s ?? 'ALL'}`)}
            {s && summary.data ? <span className="ml-1 tabular-nums opacity-80">{summary.data.counts[s]}</span> : null}
          </Button>
        ))}
      </div>
      <Card>
        <CardContent className="p-0">
          {queue.isPending ? (
            <p className="p-4 text-sm text-muted-foreground">{t('satusehat.queue.loading')}</p>
          ) : queue.isError ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              {t('satusehat.queue.loadFailed', { message: getErrorMessage(queue.error) })}
            </p>
          ) : items.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">{t('satusehat.queue.empty')}</p>
          ) : (
            <QueueTable items={items} />
          )}
        </CardContent>
      </Card>
      <LoadMore hasNextPage={queue.hasNextPage} isFetchingNextPage={queue.isFetchingNextPage} fetchNextPage={queue.fetchNextPage} />
    </div>
  )
}

function QueueTable({ items }: { items: ExchangeQueueItemDto[] }) {
  const { t, i18n } = useTranslation()
  const retry = useRetryExchange()
  const onRetry = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast({ variant: 'success', title: t('satusehat.queue.retried') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('satusehat.queue.retryFailed', { message: getErrorMessage(error) }) }),
    })
  return (
    <div className="overflow-x-auto">
      <Table data-testid="satusehat-queue">
        <TableHeader>
          <TableRow>
            <TableHead>{t('satusehat.queue.columns.visit')}</TableHead>
            <TableHead>{t('satusehat.queue.columns.status')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('satusehat.queue.columns.attempts')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('satusehat.queue.columns.updated')}</TableHead>
            <TableHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-record={item.recordId}>
              <TableCell className="align-top">
                <div className="font-medium">{formatDate(item.visitDate, i18n.language)}</div>
                <div className="font-mono text-xs text-muted-foreground">{item.recordId.slice(0, 8)}</div>
              </TableCell>
              <TableCell className="max-w-xs align-top">
                <Badge
                  variant={SATUSEHAT_STATUS_VARIANT[item.status]}
                  className="whitespace-normal text-left"
                  data-status={item.status}
                >
                  {t(`satusehat.status.${item.status}`, { error: item.lastError ?? '' })}
                </Badge>
              </TableCell>
              <TableCell className="hidden align-top tabular-nums sm:table-cell">
                {item.attempts}/{item.maxAttempts}
              </TableCell>
              <TableCell className="hidden align-top md:table-cell">{formatDateTime(item.updatedAt, i18n.language)}</TableCell>
              <TableCell className="align-top">
                {item.status === 'FAILED' || item.status === 'WITHHELD' ? (
                  <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => onRetry(item.id)}>
                    {t('satusehat.queue.retry')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
