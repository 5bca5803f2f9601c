import { UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/format'
import { getInitials } from '@/lib/user'
import { useAppointmentOverview } from '../../api/get-appointment-overview'
import { distinctPatients } from '../../lib/appointment-lists'
import { ListCard } from '../list-state'

/** docs/product.md#provider-dashboard: patients of the overview's latest 5 appointments (by schedule), each once. */
export function RecentPatients() {
  const { t, i18n } = useTranslation()
  const overview = useAppointmentOverview()
  const rows = distinctPatients(overview.data?.recent ?? [])

  return (
    <ListCard
      data-testid="provider-recent-patients"
      title={t('scheduling.providerDashboard.patients.title')}
      description={t('scheduling.providerDashboard.patients.description')}
      isPending={overview.isPending}
      error={overview.error}
      isEmpty={rows.length === 0}
      emptyIcon={UsersRound}
      emptyText={t('scheduling.providerDashboard.patients.empty')}
    >
      <ul className="grid grid-cols-[minmax(0,1fr)] divide-y">
        {rows.map((appointment) => {
          const name = appointment.patient.fullName || t('scheduling.unknownPatient')
          const mrn = appointment.patient.medicalRecordNumber
          return (
            <li key={appointment.patient.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-500/10 text-xs font-semibold text-sky-700">
                {getInitials(name)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {mrn ? t('scheduling.providerDashboard.patients.medicalRecordNumber', { number: mrn }) : null}
                  {mrn && appointment.patient.contact ? ' · ' : null}
                  {appointment.patient.contact}
                </p>
              </div>
              <time dateTime={appointment.scheduledAt} className="shrink-0 text-xs text-muted-foreground">
                {formatDate(appointment.scheduledAt, i18n.language)}
              </time>
            </li>
          )
        })}
      </ul>
    </ListCard>
  )
}
