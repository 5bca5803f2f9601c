import { useTranslation } from 'react-i18next'
import { ExchangeQueue } from '@/features/satusehat/components/exchange-queue'
import { PageHeader } from '@/components/layout/page-header'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /admin/satusehat — 'Antrean SATUSEHAT' (docs/satusehat.md#pertukaran-data--exchange). */
export default function AdminSatusehatRoute() {
  const { t } = useTranslation()
  return (
    <DashboardLayout>
      <PageHeader
        title={t('satusehat.queue.title')}
        subtitle={t('satusehat.queue.subtitle')}
        backLink={{ to: '/admin', label: t('satusehat.queue.back') }}
      />
      <ExchangeQueue />
    </DashboardLayout>
  )
}
