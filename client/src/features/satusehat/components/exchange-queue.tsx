import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EXCHANGE_STATUSES, type ExchangeStatus } from '@modules/satusehat/contracts/exchange-status'
import type { ExchangeQueueItemDto, ExchangeSummaryDto } from '@/api/openapi'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { LoadMore } from '@/components/ui/load-more'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { SATUSEHAT_STATUS_VARIANT } from '@/lib/satusehat-status'
import { RuleFailures } from '@/components/satusehat/rule-failures'
import { SatusehatStatusText } from '@/components/satusehat/status-text'
import { formatDate, formatDateTime } from '@/lib/format'
import { useExchangeQueue } from '../api/get-exchange-queue'
import { useExchangeSummary } from '../api/get-exchange-summary'
import { useRetryExchange } from '../api/retry-exchange'

/** The statuses an admin may send again (consent, the index and the rules are checked again). */
const RETRYABLE: ExchangeStatus[] = ['FAILED', 'WITHHELD', 'UNREGISTERED', 'REFUSED']

/** Where the exchange sends, or why it does not run (the admin fixes the settings it names). */
function ExchangeReadiness({ summary }: { summary: ExchangeSummaryDto }) {
  const { t } = useTranslation()
  if (summary.configured) {
    const parts = [
      t('satusehat.queue.configured', { url: summary.fhirBaseUrl }),
      summary.organizationId ? t('satusehat.queue.organization', { id: summary.organizationId }) : null,
      summary.location ? t('satusehat.queue.location', { id: summary.location.id, name: summary.location.name }) : null,
    ]
    return (
      <p role="status" data-testid="satusehat-config" className="text-sm text-muted-foreground">
        {parts.filter(Boolean).join(' · ')}
      </p>
    )
  }
  const notConfiguredOnly = summary.blockers.length === 1 && summary.blockers[0] === 'NOT_CONFIGURED'
  return (
    <div role="status" data-testid="satusehat-config" className="rounded-lg border border-warning bg-warning/10 p-3 text-sm">
      {notConfiguredOnly ? (
        t('satusehat.queue.notConfigured')
      ) : (
        <>
          <p className="font-medium">{t('satusehat.queue.notReady')}</p>
          <ul className="list-disc pl-5">
            {summary.blockers.map((b) => (
              <li key={b} data-blocker={b}>
                {t(`satusehat.blockers.${b}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** /admin/satusehat: whether the exchange is configured, the count per status, and the queue by status. */
export function ExchangeQueue() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ExchangeStatus | undefined>(undefined)
  const summary = useExchangeSummary()
  const queue = useExchangeQueue(status)
  const items = queue.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <div className="grid gap-4">
      {summary.data ? <ExchangeReadiness summary={summary.data} /> : null}
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
                  <SatusehatStatusText dto={item} />
                </Badge>
                {item.status === 'REFUSED' ? <RuleFailures failures={item.ruleFailures} /> : null}
              </TableCell>
              <TableCell className="hidden align-top tabular-nums sm:table-cell">
                {item.attempts}/{item.maxAttempts}
              </TableCell>
              <TableCell className="hidden align-top md:table-cell">{formatDateTime(item.updatedAt, i18n.language)}</TableCell>
              <TableCell className="align-top">
                {RETRYABLE.includes(item.status) ? (
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
