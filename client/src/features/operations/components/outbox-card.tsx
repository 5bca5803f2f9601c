import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useOutbox } from '../api/get-outbox'

/** The outbox: rows the relay has not handed to the transport yet, and how long the oldest waits. */
export function OutboxCard() {
  const { t } = useTranslation()
  const outbox = useOutbox().data
  return (
    <Card data-testid="outbox-card">
      <CardHeader>
        <CardTitle>{t('operations.outbox.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('operations.outbox.unpublished')}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="outbox-unpublished">
              {outbox?.unpublished ?? '…'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('operations.outbox.oldest')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {outbox
                ? outbox.oldestAgeSeconds === null
                  ? t('operations.outbox.empty')
                  : t('operations.outbox.seconds', { count: outbox.oldestAgeSeconds })
                : '…'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('operations.outbox.head')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{outbox?.headPosition ?? '…'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}
