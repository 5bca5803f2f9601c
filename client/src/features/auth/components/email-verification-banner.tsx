import { MailWarning } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useUser } from '../api/get-user'
import { ResendVerificationButton } from './resend-verification-button'

/** 'Verifikasi email Anda…' with 'Kirim ulang', for a patient whose e-mail is not verified yet (booking needs it). */
export function EmailVerificationBanner() {
  const { t } = useTranslation()
  const user = useUser().data
  if (!user || user.role !== 'PATIENT' || user.emailVerified) return null

  return (
    <div
      role="status"
      data-testid="email-verification-banner"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-5 shrink-0 text-amber-600" aria-hidden />
      <p className="flex-1">{t('accountSecurity.banner.text', { email: user.email })}</p>
      <ResendVerificationButton className="shrink-0 bg-white" />
    </div>
  )
}
