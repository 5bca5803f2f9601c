import { CalendarDays, Clock, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { formatLongDate, formatRupiah, formatTimeRange } from '@/lib/format'
import { getInitials } from '@/lib/user'
import { isJoinable } from '../../lib/appointment-lists'
import { providerMayCancel } from '../../lib/change-window'
import { SESSION_MINUTES } from '../../lib/clinic-calendar'

import { AppointmentStatusBadge } from '../status-badge'
import { ConsultationTypeBadge, ConsultationTypeIcon } from '../consultation-type-badge'
import type { AppointmentItem } from '@/api/openapi'

type AppointmentCardProps = { appointment: AppointmentItem; onDetails: () => void; onCancel: () => void }

/** The provider appointments card (docs/product.md#provider-appointments). */
export function AppointmentCard({ appointment, onDetails, onCancel }: AppointmentCardProps) {
  const { t, i18n } = useTranslation()
  const name = appointment.patient.fullName || t('scheduling.unknownPatient')

  return (
    <li data-testid="appointment-card" className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
            {getInitials(name)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            {appointment.patient.medicalRecordNumber ? (
              <p className="truncate text-xs text-muted-foreground">
                {t('scheduling.providerDashboard.patients.medicalRecordNumber', {
                  number: appointment.patient.medicalRecordNumber,
                })}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <AppointmentStatusBadge status={appointment.status} />
          <ConsultationTypeBadge type={appointment.type} />
        </div>
      </div>

      <div className="grid gap-1.5 text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
          <time dateTime={appointment.scheduledAt}>{formatLongDate(appointment.scheduledAt, i18n.language)}</time>
        </p>
        <p className="flex items-center gap-2">
          <Clock className="size-4 text-muted-foreground" aria-hidden />
          <span data-testid="time-range">
            {formatTimeRange(appointment.scheduledAt, SESSION_MINUTES, i18n.language)} {t('scheduling.timeZone')}
          </span>
        </p>
      </div>

      <dl className="grid gap-1.5 text-sm">
        <div className="grid grid-cols-[6rem_1fr] gap-2">
          <dt className="text-muted-foreground">{t('scheduling.appointmentsPage.reason')}</dt>
          <dd className="break-words">{appointment.reason?.trim() || t('scheduling.empty')}</dd>
        </div>
        <div className="grid grid-cols-[6rem_1fr] gap-2">
          <dt className="text-muted-foreground">{t('scheduling.appointmentsPage.complaint')}</dt>
          <dd className="line-clamp-2 break-words">{appointment.complaint?.trim() || t('scheduling.empty')}</dd>
        </div>
        <div className="grid grid-cols-[6rem_1fr] gap-2">
          <dt className="text-muted-foreground">{t('scheduling.appointmentsPage.fee')}</dt>
          <dd className="font-medium">
            {appointment.consultationFee === null ? t('scheduling.empty') : formatRupiah(appointment.consultationFee)}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap justify-end gap-2">
        {providerMayCancel(appointment) ? (
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onCancel}
            data-testid="provider-cancel-button"
          >
            <XCircle aria-hidden />
            {t('appointmentChanges.cancel')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDetails}>
          {t('scheduling.appointmentsPage.details')}
        </Button>
        {isJoinable(appointment) ? (
          <Button asChild>
            <Link to={`/consultation/${appointment.id}`}>
              <ConsultationTypeIcon type={appointment.type} />
              {t('scheduling.join')}
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  )
}
