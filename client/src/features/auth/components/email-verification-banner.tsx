import { Loader2, MailWarning } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useUser } from '../api/get-user'
import { useResendVerification } from '../api/resend-verification'

/** 'Verifikasi email Anda…' with 'Kirim ulang', for a patient whose e-mail is not verified yet (booking needs it). */
export function EmailVerificationBanner() {
  const { t } = useTranslation()
  const user = useUser().data
  const resend = useResendVerification()
  if (!user || user.role !== 'PATIENT' || user.emailVerified) return null

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: t('accountSecurity.banner.sent') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('accountSecurity.banner.failed'), description: getErrorMessage(error) }),
    })

  return (
    <div
      role="status"
      data-testid="email-verification-banner"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-5 shrink-0 text-amber-600" aria-hidden />
      <p className="flex-1">{t('accountSecurity.banner.text', { email: user.email })}</p>
      <Button variant="outline" size="sm" className="shrink-0 bg-white" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {resend.isPending ? t('accountSecurity.banner.resending') : t('accountSecurity.banner.resend')}
      </Button>
    </div>
  )
}
