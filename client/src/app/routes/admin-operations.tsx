import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { ConsumersTable } from '@/features/operations/components/consumers-table'
import { DeadLettersPanel } from '@/features/operations/components/dead-letters-panel'
import { EventBrowser } from '@/features/operations/components/event-browser'
import { OutboxCard } from '@/features/operations/components/outbox-card'
import { ReplayLauncher } from '@/features/operations/components/replay-launcher'
import { useOperationsLive } from '@/features/operations/hooks/use-operations-live'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /admin/operasi — 'Operasi': the event backbone for operators (docs/operations.md). */
export default function AdminOperationsRoute() {
  const { t } = useTranslation()
  const connected = useOperationsLive()
  return (
    <DashboardLayout wide>
      <div className="grid gap-3">
        <Link to="/admin" className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden />
          {t('operations.back')}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{t('operations.title')}</h1>
            <p className="mt-1 max-w-3xl text-muted-foreground">{t('operations.subtitle')}</p>
          </div>
          <Badge variant={connected ? 'success' : 'warning'} data-testid="live-indicator">
            {connected ? t('operations.live') : t('operations.offline')}
          </Badge>
        </div>
      </div>
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
