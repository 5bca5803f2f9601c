import { CalendarX2, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate, formatTimeRange } from '@/lib/format'
import { getInitials } from '@/lib/user'
import { useAppointments } from '../../api/get-appointments'
import { upcomingAppointments } from '../../lib/appointment-lists'
import { SESSION_MINUTES } from '../../lib/clinic-calendar'
import { ListState } from '../list-state'

/** Spec §2: SCHEDULED sessions that have not ended, soonest first, each with 'Gabung'. */
export function ProviderUpcoming() {
  const { t, i18n } = useTranslation()
  const appointments = useAppointments()
  const upcoming = appointments.data ? upcomingAppointments(appointments.data) : []

  return (
    <Card data-testid="provider-upcoming">
      <CardHeader>
        <CardTitle>{t('scheduling.providerDashboard.upcoming.title')}</CardTitle>
        <CardDescription>{t('scheduling.providerDashboard.upcoming.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          isPending={appointments.isPending}
          error={appointments.error}
          isEmpty={upcoming.length === 0}
          emptyIcon={CalendarX2}
          emptyText={t('scheduling.providerDashboard.upcoming.empty')}
        >
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {upcoming.map((appointment) => {
              const name = appointment.patient?.fullName ?? t('scheduling.unknownPatient')
              return (
                <li
                  key={appointment.id}
                  data-testid="provider-upcoming-item"
                  className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
                      {getInitials(name)}
                    </span>
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{name}</p>
                      <p className="truncate text-sm text-muted-foreground">
                        {appointment.reason?.trim() || t('scheduling.providerDashboard.upcoming.defaultReason')}
                      </p>
                      <p className="text-sm">
                        <time dateTime={appointment.scheduledAt}>{formatLongDate(appointment.scheduledAt, i18n.language)}</time>
                        <span className="text-muted-foreground"> · </span>
                        <span data-testid="time-range">
                          {formatTimeRange(appointment.scheduledAt, SESSION_MINUTES, i18n.language)} {t('scheduling.timeZone')}
                        </span>
                      </p>
                    </div>
                  </div>
                  <Button asChild className="shrink-0">
                    <Link to={`/consultation/${appointment.id}`}>
                      <Video aria-hidden />
                      {t('scheduling.providerDashboard.upcoming.join')}
                    </Link>
                  </Button>
                </li>
              )
            })}
          </ul>
        </ListState>
      </CardContent>
    </Card>
  )
}
