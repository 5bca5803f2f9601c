import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { PublicCard } from '../layouts/public-card'

/** /lupa-kata-sandi */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation()
  return (
    <PublicCard
      title={t('accountSecurity.forgot.title')}
      subtitle={t('accountSecurity.forgot.subtitle')}
      footer={
        <Link to="/auth" className="font-semibold text-primary hover:underline">
          {t('accountSecurity.forgot.backToSignIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </PublicCard>
  )
}
