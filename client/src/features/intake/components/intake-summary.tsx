import { ClipboardList } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { formatLongDate, formatTime } from '@/lib/format'
import { useIntake } from '../api/get-intake'

/** The patient's pre-visit answers, read-only, as the provider reads them (waiting room, consultation screen). */
export function IntakeSummary({ appointmentId }: { appointmentId: string }) {
  const { t, i18n } = useTranslation()
  const intake = useIntake(appointmentId)
  const current = intake.data?.current
  const none = t('intake.none')
  const rows: Array<[string, string]> = current
    ? [
        [t('intake.mainComplaint'), current.mainComplaint],
        [t('intake.since'), current.since],
        [t('intake.painLabel'), t('intake.painValue', { value: current.painScore })],
        [t('intake.allergies'), current.allergies || none],
        [t('intake.medications'), current.medications || none],
        [t('intake.chronicConditions'), current.chronicConditions || none],
        ...(current.pregnancy ? [[t('intake.pregnancy'), t(`intake.pregnancyOptions.${current.pregnancy}`)] as [string, string]] : []),
      ]
    : []

  return (
    <Card className="gap-3 p-4" data-testid="intake-summary">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <ClipboardList className="size-4 text-primary" aria-hidden />
        {t('intake.cardTitle')}
      </h2>
      {intake.isPending ? (
        <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
      ) : intake.isError ? (
        <p className="text-sm text-muted-foreground">{t('intake.noAccess')}</p>
      ) : !current ? (
        <p className="text-sm text-muted-foreground">{t('intake.notFilled')}</p>
      ) : (
        <>
          <dl className="grid gap-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground" data-testid="intake-version">
            {t('intake.version', {
              version: current.version,
              date: formatLongDate(current.submittedAt, i18n.language),
              time: formatTime(current.submittedAt, i18n.language),
            })}
          </p>
        </>
      )}
    </Card>
  )
}
