import { CalendarX2, ClipboardList } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { formatLongDate, formatTime } from '@/lib/format'
import { getInitials, providerRoleLabel } from '@/lib/user'
import { useAppointmentOverview } from '../../api/get-appointment-overview'

import { ListCard } from '../list-state'
import { ConsultationTypeBadge, ConsultationTypeIcon } from '../consultation-type-badge'
import { AppointmentHistoryDialog } from '../changes/appointment-history-dialog'
import { CancelAppointmentDialog, type ChangeTarget } from '../changes/cancel-appointment-dialog'
import { PatientChangeActions } from '../changes/patient-change-actions'
import { RescheduleAppointmentDialog } from '../changes/reschedule-appointment-dialog'
import type { AppointmentItem } from '@/api/openapi'

type Dialogs = { kind: 'cancel' | 'reschedule' | 'history'; target: ChangeTarget & { providerId: string } } | null

/**
 * docs/product.md#patient-dashboard: the patient's next upcoming appointments with 'Gabung Sesi',
 * 'Ubah Jadwal', 'Batalkan' (until the cut-off) and 'Riwayat'.
 */
export function UpcomingAppointments({ cutoffHours }: { cutoffHours: number | undefined }) {
  const { t } = useTranslation()
  const overview = useAppointmentOverview()
  const [dialog, setDialog] = useState<Dialogs>(null)
  const unknown = t('scheduling.unknownProvider')
  const open = (kind: NonNullable<Dialogs>['kind'], a: AppointmentItem) =>
    setDialog({
      kind,
      target: { id: a.id, scheduledAt: a.scheduledAt, counterpartName: a.provider.displayName || unknown, providerId: a.provider.id },
    })
  const targetOf = (kind: NonNullable<Dialogs>['kind']) => (dialog?.kind === kind ? dialog.target : null)
  const close = () => setDialog(null)
  const upcoming = overview.data?.upcoming ?? []
  const total = overview.data?.upcomingCount ?? 0

  return (
    <ListCard
      data-testid="patient-upcoming"
      title={t('scheduling.patientDashboard.upcoming.title')}
      description={t('scheduling.patientDashboard.upcoming.description')}
      isPending={overview.isPending}
      error={overview.error}
      isEmpty={upcoming.length === 0}
      emptyIcon={CalendarX2}
      emptyText={t('scheduling.patientDashboard.upcoming.empty')}
      after={
        <>
          <CancelAppointmentDialog target={targetOf('cancel')} role="PATIENT" onClose={close} />
          <RescheduleAppointmentDialog target={targetOf('reschedule')} onClose={close} />
          <AppointmentHistoryDialog target={targetOf('history')} onClose={close} />
        </>
      }
    >
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {upcoming.map((appointment) => (
          <UpcomingItem
            key={appointment.id}
            appointment={appointment}
            cutoffHours={cutoffHours}
            onOpen={(kind) => open(kind, appointment)}
          />
        ))}
      </ul>
      {total > upcoming.length ? (
        <p className="mt-3 text-sm text-muted-foreground" data-testid="patient-upcoming-more">
          {t('scheduling.patientDashboard.upcoming.more', { shown: upcoming.length, total })}
        </p>
      ) : null}
    </ListCard>
  )
}

type UpcomingItemProps = {
  appointment: AppointmentItem
  cutoffHours: number | undefined
  onOpen: (kind: NonNullable<Dialogs>['kind']) => void
}

function UpcomingItem({ appointment, cutoffHours, onOpen }: UpcomingItemProps) {
  const { t, i18n } = useTranslation()
  const name = appointment.provider.displayName || t('scheduling.unknownProvider')
  return (
    <li data-testid="upcoming-appointment" className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
            {getInitials(name)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-muted-foreground">{providerRoleLabel(appointment.provider.providerRole)}</p>
            <ConsultationTypeBadge type={appointment.type} />
            <p className="text-sm">
              <time dateTime={appointment.scheduledAt} data-testid="upcoming-time">
                {t('scheduling.dateAtTime', {
                  date: formatLongDate(appointment.scheduledAt, i18n.language),
                  time: formatTime(appointment.scheduledAt, i18n.language),
                })}
              </time>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline" data-testid="intake-link">
            <Link to={`/patient/formulir-pra-kunjungan/${appointment.id}`}>
              <ClipboardList aria-hidden />
              {t('intake.link')}
            </Link>
          </Button>
          <Button asChild>
            <Link to={`/consultation/${appointment.id}`}>
              <ConsultationTypeIcon type={appointment.type} />
              {t('scheduling.join')}
            </Link>
          </Button>
        </div>
      </div>
      <PatientChangeActions
        appointment={appointment}
        cutoffHours={cutoffHours}
        onReschedule={() => onOpen('reschedule')}
        onCancel={() => onOpen('cancel')}
        onHistory={() => onOpen('history')}
      />
    </li>
  )
}
