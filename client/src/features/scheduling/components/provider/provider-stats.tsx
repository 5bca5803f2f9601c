import { CalendarClock, CalendarDays, CalendarRange, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { StatCard } from '@/components/ui/stat-card'
import { useAppointmentOverview } from '../../api/get-appointment-overview'

/** docs/product.md#provider-dashboard stat cards, counted by the server (overview); no ratings exist yet. */
export function ProviderStats() {
  const { t } = useTranslation()
  const stats = useAppointmentOverview().data
  const show = (value: number | undefined) => (value === undefined ? t('scheduling.empty') : value)

  return (
    <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={CalendarClock}
        label={t('scheduling.providerDashboard.stats.today')}
        value={show(stats?.today)}
        hint={t('scheduling.providerDashboard.stats.todayHint')}
        data-testid="stat-today"
      />
      <StatCard
        icon={CalendarDays}
        tone="sky"
        label={t('scheduling.providerDashboard.stats.total')}
        value={show(stats?.total)}
        hint={t('scheduling.providerDashboard.stats.totalHint')}
        data-testid="stat-total"
      />
      <StatCard
        icon={CalendarRange}
        tone="violet"
        label={t('scheduling.providerDashboard.stats.week')}
        value={show(stats?.thisWeek)}
        hint={t('scheduling.providerDashboard.stats.weekHint')}
        data-testid="stat-week"
      />
      <StatCard
        icon={Star}
        tone="amber"
        label={t('scheduling.providerDashboard.stats.rating')}
        value={t('scheduling.providerDashboard.stats.noRating')}
        hint={t('scheduling.providerDashboard.stats.ratingHint')}
        data-testid="stat-rating"
      />
    </section>
  )
}
