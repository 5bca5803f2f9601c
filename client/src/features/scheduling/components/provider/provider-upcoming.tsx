import { CalendarX2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { formatLongDate, formatTimeRange } from '@/lib/format'
import { getInitials } from '@/lib/user'
import { useAppointmentOverview } from '../../api/get-appointment-overview'
import { SESSION_MINUTES } from '../../lib/clinic-calendar'
import { ListCard } from '../list-state'
import { ConsultationTypeBadge, ConsultationTypeIcon } from '../consultation-type-badge'

/** docs/product.md#provider-dashboard: the next SCHEDULED sessions that have not ended, soonest first, each with 'Gabung'. */
export function ProviderUpcoming() {
  const { t, i18n } = useTranslation()
  const overview = useAppointmentOverview()
  const upcoming = overview.data?.upcoming ?? []
  const total = overview.data?.upcomingCount ?? 0

  return (
    <ListCard
      data-testid="provider-upcoming"
      title={t('scheduling.providerDashboard.upcoming.title')}
      description={t('scheduling.providerDashboard.upcoming.description')}
      isPending={overview.isPending}
      error={overview.error}
      isEmpty={upcoming.length === 0}
      emptyIcon={CalendarX2}
      emptyText={t('scheduling.providerDashboard.upcoming.empty')}
    >
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {upcoming.map((appointment) => {
          const name = appointment.patient.fullName || t('scheduling.unknownPatient')
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
                  <p className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-semibold">{name}</span>
                    <ConsultationTypeBadge type={appointment.type} />
                  </p>
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
                  <ConsultationTypeIcon type={appointment.type} />
                  {t('scheduling.providerDashboard.upcoming.join')}
                </Link>
              </Button>
            </li>
          )
        })}
      </ul>
      <MoreUpcoming shown={upcoming.length} total={total} />
    </ListCard>
  )
}

/** The card shows the next few; the rest are one click away on the appointments page. */
function MoreUpcoming({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation()
  if (total <= shown) return null
  return (
    <p
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
      data-testid="provider-upcoming-more"
    >
      {t('scheduling.providerDashboard.upcoming.more', { shown, total })}
      <Link to="/provider/appointments" className="font-medium text-primary underline-offset-4 hover:underline">
        {t('scheduling.providerDashboard.viewAll')}
      </Link>
    </p>
  )
}
