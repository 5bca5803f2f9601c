import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status'
import { PublicCard } from '../layouts/public-card'

/** /verifikasi-email?token=… */
export default function VerifyEmailRoute() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <PublicCard title={t('accountSecurity.verify.title')}>
      <VerifyEmailStatus token={params.get('token') ?? ''} />
    </PublicCard>
  )
}
