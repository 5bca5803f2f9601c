import { useTranslation } from 'react-i18next'
import { useClinicSettings } from '@/lib/clinic-settings'
import { ClinicSettingsForm } from '@/features/clinic/components/clinic-settings-form'
import { getErrorMessage } from '@/lib/api'
import { PageHeader } from '@/components/layout/page-header'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /admin/pengaturan — 'Pengaturan Sistem' (docs/clinic-guide.md explains each setting). */
export default function AdminSettingsRoute() {
  const { t } = useTranslation()
  const settings = useClinicSettings()
  return (
    <DashboardLayout>
      <PageHeader
        title={t('adminTools.settings.title')}
        subtitle={t('adminTools.settings.subtitle')}
        backLink={{ to: '/admin', label: t('adminTools.settings.back') }}
      />
      {settings.isPending ? (
        <p className="text-sm text-muted-foreground">{t('adminTools.settings.loading')}</p>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('adminTools.settings.loadFailed', { message: getErrorMessage(settings.error) })}
        </p>
      ) : (
        <ClinicSettingsForm dto={settings.data} />
      )}
    </DashboardLayout>
  )
}
