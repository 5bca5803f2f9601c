import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { LoadMore } from '@/components/ui/load-more'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { useAccessLog } from '../api/get-access-log'

/** UU 27/2022: the patient sees who opened or changed their records and documents. */
export function AccessLog({
  patientId,
  includeOwn = false,
}: {
  patientId: string | null
  viewerUserId?: string
  includeOwn?: boolean
}) {
  const { t, i18n } = useTranslation()
  const log = useAccessLog(patientId, !includeOwn)
  // the patient's own views are not news to them: the server leaves them out
  const items = log.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Card data-testid="access-log">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          {t('records.accessLog.title')}
        </CardTitle>
        <CardDescription>{t('records.accessLog.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending && patientId ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('common.loading')} />
          </div>
        ) : log.error ? (
          <p role="alert" className="rounded-lg bg-destructive/10 p-4 text-sm text-destructive">
            {t('records.accessLog.loadFailed', { message: getErrorMessage(log.error) })}
          </p>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('records.accessLog.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((item, index) => (
              <li key={`${item.at}-${index}`} data-testid="access-log-item" className="rounded-lg border px-3 py-2 text-sm">
                <p>
                  <span className="font-medium">{item.actor.name}</span>{' '}
                  <span className="text-muted-foreground">({t(`records.accessLog.roles.${item.actor.role}`, item.actor.role)})</span>{' '}
                  {t(`records.accessLog.actions.${item.action}`)}{' '}
                  {t(`records.accessLog.resources.${item.resourceType}`, { count: item.count })}
                </p>
                <time dateTime={item.at} className="text-xs text-muted-foreground">
                  {formatDateTime(item.at, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={log.hasNextPage} isFetchingNextPage={log.isFetchingNextPage} fetchNextPage={log.fetchNextPage} />
      </CardContent>
    </Card>
  )
}
