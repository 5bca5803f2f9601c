import { CalendarX2, Video } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate, formatTime } from '@/lib/format'
import { getInitials, providerRoleLabel } from '@/lib/user'
import { useAppointmentOverview } from '../../api/get-appointment-overview'
import { isCancellable } from '../../lib/appointment-lists'
import type { AppointmentItem } from '@modules/scheduling/contracts/appointment-item'
import { ListState } from '../list-state'
import { CancelAppointmentDialog } from './cancel-appointment-dialog'

/** docs/product.md#patient-dashboard: the patient's next upcoming appointments with 'Gabung Sesi' (and a cancel action). */
export function UpcomingAppointments() {
  const { t } = useTranslation()
  const overview = useAppointmentOverview()
  const [cancelling, setCancelling] = useState<AppointmentItem | null>(null)
  const upcoming = overview.data?.upcoming ?? []
  const total = overview.data?.upcomingCount ?? 0

  return (
    <Card data-testid="patient-upcoming">
      <CardHeader>
        <CardTitle>{t('scheduling.patientDashboard.upcoming.title')}</CardTitle>
        <CardDescription>{t('scheduling.patientDashboard.upcoming.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          isPending={overview.isPending}
          error={overview.error}
          isEmpty={upcoming.length === 0}
          emptyIcon={CalendarX2}
          emptyText={t('scheduling.patientDashboard.upcoming.empty')}
        >
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {upcoming.map((appointment) => (
              <UpcomingItem key={appointment.id} appointment={appointment} onCancel={() => setCancelling(appointment)} />
            ))}
          </ul>
          {total > upcoming.length ? (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="patient-upcoming-more">
              {t('scheduling.patientDashboard.upcoming.more', { shown: upcoming.length, total })}
            </p>
          ) : null}
        </ListState>
      </CardContent>
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  )
}

function UpcomingItem({ appointment, onCancel }: { appointment: AppointmentItem; onCancel: () => void }) {
  const { t, i18n } = useTranslation()
  const name = appointment.provider.displayName || t('scheduling.unknownProvider')
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
          <p className="truncate text-sm text-muted-foreground">{providerRoleLabel(appointment.provider.providerRole)}</p>
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
