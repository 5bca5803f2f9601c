import { ClipboardList } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/lib/format'
import { useAppointmentOverview } from '../../api/get-appointment-overview'
import { visitBadge } from '../../lib/appointment-lists'
import { ListCard } from '../list-state'

/** docs/product.md#provider-dashboard 'recent records': the overview's latest 5 appointments, 'Selesai' when completed else 'Menunggu'. */
export function RecentVisits() {
  const { t, i18n } = useTranslation()
  const overview = useAppointmentOverview()
  const rows = overview.data?.recent ?? []

  return (
    <ListCard
      data-testid="provider-recent-records"
      title={t('scheduling.providerDashboard.records.title')}
      description={t('scheduling.providerDashboard.records.description')}
      isPending={overview.isPending}
      error={overview.error}
      isEmpty={rows.length === 0}
      emptyIcon={ClipboardList}
      emptyText={t('scheduling.providerDashboard.records.empty')}
    >
      <ul className="grid grid-cols-[minmax(0,1fr)] divide-y">
        {rows.map((appointment) => {
          const done = visitBadge(appointment.status) === 'done'
          return (
            <li key={appointment.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{appointment.patient.fullName || t('scheduling.unknownPatient')}</p>
                <p className="truncate text-xs text-muted-foreground">
                  <time dateTime={appointment.scheduledAt}>{formatDate(appointment.scheduledAt, i18n.language)}</time>
                  {' · '}
                  {appointment.reason?.trim() || t('scheduling.providerDashboard.upcoming.defaultReason')}
                </p>
              </div>
              <Badge variant={done ? 'success' : 'warning'}>
                {done ? t('scheduling.providerDashboard.records.done') : t('scheduling.providerDashboard.records.waiting')}
              </Badge>
            </li>
          )
        })}
      </ul>
    </ListCard>
  )
}
