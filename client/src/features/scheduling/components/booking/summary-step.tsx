import { Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatLongDate, formatRupiah, formatTimeRange } from '@/lib/format'
import { getInitials, providerRoleLabel } from '@/lib/user'
import { SESSION_MINUTES } from '../../lib/clinic-calendar'
import { bookableType, feeOf, type ConsultationType } from '../../lib/consultation-type'
import { ConsultationTypePicker } from './consultation-type-picker'
import type { DirectoryProvider } from '@/api/openapi'

type SummaryStepProps = {
  provider: DirectoryProvider
  scheduledAt: string
  complaint: string
  /** VIDEO or CHAT (the picker shows where the provider offers chat); the fee is that type's */
  consultationType: ConsultationType
  onConsultationTypeChange: (type: ConsultationType) => void
}

/** Step 3: what will be booked and the provider's real fee (no made-up rating). */
export function SummaryStep({ provider, scheduledAt, complaint, consultationType, onConsultationTypeChange }: SummaryStepProps) {
  const { t, i18n } = useTranslation()
  const name = provider.displayName ?? ''
  const type = bookableType(provider, consultationType)
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('scheduling.booking.summary.date'), value: formatLongDate(scheduledAt, i18n.language) },
    {
      label: t('scheduling.booking.summary.time'),
      value: `${formatTimeRange(scheduledAt, SESSION_MINUTES, i18n.language)} ${t('scheduling.timeZone')}`,
    },
    {
      label: t('scheduling.booking.summary.duration'),
      value: t('chatConsultation.durationValue', {
        minutes: SESSION_MINUTES,
        type: t(`chatConsultation.type.${type}`).toLowerCase(),
      }),
    },
    { label: t('scheduling.booking.summary.complaint'), value: complaint.trim() || t('scheduling.booking.summary.noComplaint') },
  ]
  const fee = formatRupiah(feeOf(provider, type))

  return (
    <div className="grid gap-4" data-testid="booking-summary">
      <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
          {getInitials(name)}
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">{t('scheduling.booking.summary.provider')}</p>
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-xs text-muted-foreground">
            {providerRoleLabel(provider.providerRole)} ·{' '}
            {provider.specialization || t('scheduling.booking.providers.defaultSpecialization')}
          </p>
        </div>
      </div>

      {provider.offersChat ? <ConsultationTypePicker provider={provider} value={type} onChange={onConsultationTypeChange} /> : null}

      <dl className="grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[8rem_1fr] gap-3">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>

      <dl className="grid gap-2 rounded-lg border p-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t('scheduling.booking.summary.fee')}</dt>
          <dd>{fee}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t pt-2 font-semibold">
          <dt>{t('scheduling.booking.summary.total')}</dt>
          <dd data-testid="booking-total" className="text-primary">
            {fee}
          </dd>
        </div>
      </dl>

      <p className="flex gap-2 text-xs text-muted-foreground">
        <Mail className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {t('scheduling.booking.summary.note')}
      </p>
    </div>
  )
}
