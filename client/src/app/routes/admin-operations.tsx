import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { ConsumersTable } from '@/features/operations/components/consumers-table'
import { DeadLettersPanel } from '@/features/operations/components/dead-letters-panel'
import { EventBrowser } from '@/features/operations/components/event-browser'
import { OutboxCard } from '@/features/operations/components/outbox-card'
import { ReplayLauncher } from '@/features/operations/components/replay-launcher'
import { useOperationsLive } from '@/features/operations/hooks/use-operations-live'
import { PageHeader } from '@/components/layout/page-header'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /admin/operasi — 'Operasi': the event backbone for operators (docs/operations.md). */
export default function AdminOperationsRoute() {
  const { t } = useTranslation()
  const connected = useOperationsLive()
  return (
    <DashboardLayout wide>
      <PageHeader
        title={t('operations.title')}
        subtitle={t('operations.subtitle')}
        backLink={{ to: '/admin', label: t('operations.back') }}
        aside={
          <Badge variant={connected ? 'success' : 'warning'} data-testid="live-indicator">
            {connected ? t('operations.live') : t('operations.offline')}
          </Badge>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ReplayLauncher />
        <OutboxCard />
      </div>
      <ConsumersTable />
      <DeadLettersPanel />
      <EventBrowser />
    </DashboardLayout>
  )
}
