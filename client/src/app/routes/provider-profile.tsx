import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useProfile } from '@/features/profile/api/get-profile'
import { ProviderProfileForm } from '@/features/profile/components/provider-profile-form'
import { useLiveProfile } from '@/features/profile/hooks/use-live-profile'
import { ProviderScheduleSection } from '@/features/scheduling/components/provider-schedule/provider-schedule-section'
import { getErrorMessage } from '@/lib/api'

/**
 * /provider/profil (inside the provider layout): a simple stack of sections — the profile form
 * first; the weekly schedule and days off are their own section below.
 */
export default function ProviderProfileRoute() {
  const { t } = useTranslation()
  const profile = useProfile()
  useLiveProfile()

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('profile.provider.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('profile.provider.subtitle')}</p>
      </div>
      {profile.data?.role === 'PROVIDER' ? (
        <ProviderProfileForm profile={profile.data} />
      ) : profile.error ? (
        <p role="alert" className="text-sm text-destructive">
          {t('profile.loadFailed')}: {getErrorMessage(profile.error)}
        </p>
      ) : (
        <Spinner />
      )}
      <ProviderScheduleSection />
    </>
  )
}
