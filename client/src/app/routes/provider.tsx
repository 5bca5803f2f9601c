import { useTranslation } from 'react-i18next'
import { AccountSummary } from '@/features/auth/components/account-summary'
import { useUser } from '@/features/auth/api/get-user'
import { getDisplayName } from '@/lib/user'
import { DashboardLayout } from '../layouts/dashboard-layout'
import { Greeting } from './greeting'

export default function ProviderRoute() {
  const { t } = useTranslation()
  const user = useUser().data
  if (!user) return null
  const name = user.profile ? getDisplayName(user) : t('provider.fallbackName')
  return (
    <DashboardLayout>
      <Greeting title={t('provider.greeting', { name })} subtitle={t('provider.subtitle')} />
      <AccountSummary user={user} />
    </DashboardLayout>
  )
}
