import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ExchangeQueue } from '@/features/satusehat/components/exchange-queue'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /admin/satusehat — 'Antrean SATUSEHAT' (docs/satusehat.md#pertukaran-data--exchange). */
export default function AdminSatusehatRoute() {
  const { t } = useTranslation()
  return (
    <DashboardLayout>
      <div className="grid gap-3">
        <Link to="/admin" className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden />
          {t('satusehat.queue.back')}
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('satusehat.queue.title')}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{t('satusehat.queue.subtitle')}</p>
        </div>
      </div>
      <ExchangeQueue />
    </DashboardLayout>
  )
}
