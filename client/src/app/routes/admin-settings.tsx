import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useClinicSettings } from '@/lib/clinic-settings'
import { ClinicSettingsForm } from '@/features/clinic/components/clinic-settings-form'
import { getErrorMessage } from '@/lib/api'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /admin/pengaturan — 'Pengaturan Sistem' (docs/clinic-guide.md explains each setting). */
export default function AdminSettingsRoute() {
  const { t } = useTranslation()
  const settings = useClinicSettings()
  return (
    <DashboardLayout>
      <div className="grid gap-3">
        <Link to="/admin" className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden />
          {t('adminTools.settings.back')}
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('adminTools.settings.title')}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{t('adminTools.settings.subtitle')}</p>
        </div>
      </div>
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
