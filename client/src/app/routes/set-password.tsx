import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SetPasswordForm } from '@/features/auth/components/set-password-form'
import { PublicCard } from '../layouts/public-card'

/** /atur-kata-sandi?token=… (reset and invitation links) */
export default function SetPasswordRoute() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <PublicCard title={t('accountSecurity.setPassword.title')} subtitle={t('accountSecurity.setPassword.subtitle')}>
      <SetPasswordForm token={params.get('token') ?? ''} />
    </PublicCard>
  )
}
