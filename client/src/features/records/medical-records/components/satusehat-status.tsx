import { CloudUpload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { SATUSEHAT_STATUS_VARIANT } from '@/lib/satusehat-status'
import { SatusehatStatusText } from '@/components/satusehat/status-text'
import { RuleFailures } from '@/components/satusehat/rule-failures'
import type { ExchangeStatusDto } from '@/api/openapi'
import { formatDateTime } from '@/lib/format'
import { useRecordSatusehatStatus } from '../api/get-record-satusehat-status'

/** Every send of the record (the first, then corrections as updates) and what stayed in TeleRawat. */
function SendHistory({ dto }: { dto: ExchangeStatusDto }) {
  const { t, i18n } = useTranslation()
  return (
    <>
      {dto.sends.length > 1 || dto.resendPending ? (
        <ul className="text-muted-foreground" data-testid="satusehat-sends" aria-label={t('satusehat.record.sends')}>
          {dto.sends.map((send) => (
            <li key={send.at}>
              {t(`satusehat.record.send.${send.kind}`, { when: formatDateTime(send.at, i18n.language), count: send.resources.length })}
            </li>
          ))}
          {dto.resendPending ? <li>{t('satusehat.record.resendPending')}</li> : null}
        </ul>
      ) : null}
      {dto.localOnly.length ? (
        <div className="text-xs text-muted-foreground" data-testid="satusehat-local-only">
          <p>{t('satusehat.record.localOnly')}</p>
          <ul className="list-disc pl-4">
            {dto.localOnly.map((item) => (
              <li key={`${item.kind} ${item.code}`}>
                {item.kind} {item.code} {item.display}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

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
              <SatusehatStatusText dto={dto} />
            </Badge>
          </div>
          {dto.status === 'REFUSED' ? <RuleFailures failures={dto.ruleFailures} /> : null}
          <SendHistory dto={dto} />
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
