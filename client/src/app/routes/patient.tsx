import { useTranslation } from 'react-i18next'
import { AccountSummary } from '@/features/auth/components/account-summary'
import { useUser } from '@/features/auth/api/get-user'
import { getFirstName } from '@/lib/user'
import { DashboardLayout } from '../layouts/dashboard-layout'
import { Greeting } from './greeting'

export default function PatientRoute() {
  const { t } = useTranslation()
  const user = useUser().data
  if (!user) return null
  return (
    <DashboardLayout>
      <Greeting
        title={t('patient.greeting', { name: getFirstName(user) ?? t('patient.fallbackName') })}
        subtitle={t('patient.subtitle')}
      />
      <AccountSummary user={user} />
    </DashboardLayout>
  )
}
