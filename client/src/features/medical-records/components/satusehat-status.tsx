import { CloudUpload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { SATUSEHAT_STATUS_VARIANT } from '@/lib/satusehat-status'
import { formatDateTime } from '@/lib/format'
import { useRecordSatusehatStatus } from '../api/get-record-satusehat-status'

/** In the record detail: where this final record stands in the SATUSEHAT exchange. */
export function SatusehatStatus({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation()
  const query = useRecordSatusehatStatus(recordId)
  if (query.isPending || query.isError) return null
  const dto = query.data
  return (
    <section className="grid gap-1.5 rounded-lg border p-3 text-sm" data-testid="satusehat-status">
      <h3 className="flex items-center gap-1.5 font-semibold">
        <CloudUpload className="size-4 text-primary" aria-hidden />
        {t('satusehat.record.title')}
      </h3>
      {dto ? (
        <>
          <div>
            <Badge variant={SATUSEHAT_STATUS_VARIANT[dto.status]} className="whitespace-normal text-left" data-status={dto.status}>
              {t(`satusehat.status.${dto.status}`, { error: dto.lastError ?? '' })}
            </Badge>
          </div>
          {dto.sentAt ? (
            <p className="text-muted-foreground">
              {t('satusehat.record.sentAt', { when: formatDateTime(dto.sentAt, i18n.language) })} ·{' '}
              {t('satusehat.record.resources', { count: dto.resources.length })}
            </p>
          ) : null}
          {dto.nextAttemptAt && dto.status === 'RETRYING' ? (
            <p className="text-muted-foreground">
              {t('satusehat.record.nextAttempt', {
                when: formatDateTime(dto.nextAttemptAt, i18n.language),
                attempts: dto.attempts,
                max: dto.maxAttempts,
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">{t('satusehat.record.notQueued')}</p>
      )}
    </section>
  )
}
