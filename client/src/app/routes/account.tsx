import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUser } from '@/features/auth/api/get-user'
import { AccountSummary } from '@/features/auth/components/account-summary'
import { ChangePasswordCard } from '@/features/auth/components/change-password-card'
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner'
import { ROLE_HOME } from '@/lib/user'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /akun: every role's own account, with 'Ubah kata sandi'. */
export default function AccountRoute() {
  const { t } = useTranslation()
  const user = useUser().data
  if (!user) return null
  return (
    <DashboardLayout>
      <div className="grid gap-2">
        <Link
          to={ROLE_HOME[user.role]}
          className="inline-flex w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('accountSecurity.page.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('accountSecurity.page.title')}</h1>
        <p className="text-muted-foreground">{t('accountSecurity.page.subtitle')}</p>
      </div>
      <EmailVerificationBanner />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <AccountSummary user={user} />
        <ChangePasswordCard />
      </div>
    </DashboardLayout>
  )
}
