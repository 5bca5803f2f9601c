import { CalendarX2, Video } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate, formatTime } from '@/lib/format'
import { getInitials, providerRoleLabel } from '@/lib/user'
import { useAppointments } from '../../api/get-appointments'
import { isCancellable, upcomingAppointments } from '../../lib/appointment-lists'
import type { Appointment } from '../../types'
import { ListState } from '../list-state'
import { CancelAppointmentDialog } from './cancel-appointment-dialog'

/** Spec §2: the patient's upcoming appointments with 'Gabung Sesi' (and a cancel action). */
export function UpcomingAppointments() {
  const { t } = useTranslation()
  const appointments = useAppointments()
  const [cancelling, setCancelling] = useState<Appointment | null>(null)
  const upcoming = appointments.data ? upcomingAppointments(appointments.data) : []

  return (
    <Card data-testid="patient-upcoming">
      <CardHeader>
        <CardTitle>{t('scheduling.patientDashboard.upcoming.title')}</CardTitle>
        <CardDescription>{t('scheduling.patientDashboard.upcoming.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          isPending={appointments.isPending}
          error={appointments.error}
          isEmpty={upcoming.length === 0}
          emptyIcon={CalendarX2}
          emptyText={t('scheduling.patientDashboard.upcoming.empty')}
        >
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {upcoming.map((appointment) => (
              <UpcomingItem key={appointment.id} appointment={appointment} onCancel={() => setCancelling(appointment)} />
            ))}
          </ul>
        </ListState>
      </CardContent>
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  )
}

function UpcomingItem({ appointment, onCancel }: { appointment: Appointment; onCancel: () => void }) {
  const { t, i18n } = useTranslation()
  const name = appointment.provider?.displayName ?? t('scheduling.unknownProvider')
  return (
    <li
      data-testid="upcoming-appointment"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
          {getInitials(name)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{providerRoleLabel(appointment.provider?.providerRole)}</p>
          <p className="text-sm">
            <time dateTime={appointment.scheduledAt}>
              {t('scheduling.dateAtTime', {
                date: formatLongDate(appointment.scheduledAt, i18n.language),
                time: formatTime(appointment.scheduledAt, i18n.language),
              })}
            </time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {isCancellable(appointment) ? (
          <Button variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={onCancel}>
            {t('scheduling.patientDashboard.upcoming.cancel')}
          </Button>
        ) : null}
        <Button asChild>
          <Link to={`/consultation/${appointment.id}`}>
            <Video aria-hidden />
            {t('scheduling.join')}
          </Link>
        </Button>
      </div>
    </li>
  )
}
