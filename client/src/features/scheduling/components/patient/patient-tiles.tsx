import { CalendarCheck, CalendarPlus, Stethoscope } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { StatCard } from '@/components/ui/stat-card'
import { useAppointmentOverview } from '../../api/get-appointment-overview'
import { providerRoleLabel } from '@/lib/user'

export function BookAppointmentTile({ onBook }: { onBook: () => void }) {
  const { t } = useTranslation()
  return (
    <StatCard
      icon={CalendarPlus}
      label={t('scheduling.patientDashboard.tiles.bookLabel')}
      value={<span className="text-lg">{t('scheduling.patientDashboard.tiles.book')}</span>}
      hint={t('scheduling.patientDashboard.tiles.bookHint')}
      onClick={onBook}
      data-testid="tile-book"
      className="border-primary/30 bg-primary/5"
    />
  )
}

/** docs/product.md#patient-dashboard: the count of upcoming scheduled consultations. */
export function UpcomingSessionsTile() {
  const { t } = useTranslation()
  const count = useAppointmentOverview().data?.upcomingCount ?? null
  return (
    <StatCard
      icon={CalendarCheck}
      tone="sky"
      label={t('scheduling.patientDashboard.tiles.upcoming')}
      value={count ?? t('scheduling.empty')}
      hint={t('scheduling.patientDashboard.tiles.upcomingHint')}
      data-testid="tile-upcoming"
    />
  )
}

/** The provider of the next appointment. */
export function MyHealthWorkerTile() {
  const { t } = useTranslation()
  const next = useAppointmentOverview().data?.upcoming[0]
  const provider = next?.provider
  return (
    <StatCard
      icon={Stethoscope}
      tone="violet"
      label={t('scheduling.patientDashboard.tiles.healthWorker')}
      value={
        <span className="text-lg">{provider ? provider.displayName : t('scheduling.patientDashboard.tiles.healthWorkerNone')}</span>
      }
      hint={provider ? providerRoleLabel(provider.providerRole) : t('scheduling.patientDashboard.tiles.healthWorkerNoneHint')}
      data-testid="tile-health-worker"
    />
  )
}
