import { useTranslation } from 'react-i18next'

import { useUser } from '@/features/auth/api/get-user'
import { ProviderVerificationCard } from '@/features/auth/components/provider-verification-card'
import { ProviderStats } from '@/features/scheduling/components/provider/provider-stats'
import { ProviderUpcoming } from '@/features/scheduling/components/provider/provider-upcoming'
import { RecentPatients } from '@/features/scheduling/components/provider/recent-patients'
import { RecentVisits } from '@/features/scheduling/components/provider/recent-visits'
import { getDisplayName } from '@/lib/user'
import { Greeting } from './greeting'
import type { ProviderProfileDto } from '@/api/openapi'

/** docs/product.md#provider-dashboard (inside the provider layout): stats, upcoming, patients, records. */
export default function ProviderRoute() {
  const { t } = useTranslation()
  const user = useUser().data
  if (!user) return null
  const name = user.profile ? getDisplayName(user) : t('provider.fallbackName')
  const profile = user.role === 'PROVIDER' ? (user.profile as ProviderProfileDto | null) : null
  return (
    <>
      <Greeting title={t('provider.greeting', { name })} subtitle={t('provider.subtitle')} />
      {profile && !profile.verified ? <ProviderVerificationCard profile={profile} /> : null}
      <ProviderStats />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProviderUpcoming />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <RecentPatients />
          <RecentVisits />
        </div>
      </div>
    </>
  )
}
