import { useTranslation } from 'react-i18next'
import { ActivityPanel } from '@/features/admin/components/activity-panel'
import { AdminStats } from '@/features/admin/components/admin-stats'
import { QuickActions } from '@/features/admin/components/quick-actions'
import { UsersTable } from '@/features/admin/components/users-table'
import { DashboardLayout } from '../layouts/dashboard-layout'

export default function AdminRoute() {
  const { t } = useTranslation()
  return (
    <DashboardLayout wide>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('admin.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('admin.subtitle')}</p>
      </div>
      <AdminStats />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <UsersTable />
        <div className="grid items-start gap-6 md:grid-cols-2 2xl:grid-cols-1">
          <QuickActions />
          <ActivityPanel />
        </div>
      </div>
    </DashboardLayout>
  )
}
