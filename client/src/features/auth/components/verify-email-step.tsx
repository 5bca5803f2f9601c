import { MailWarning } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ResendVerificationButton } from './resend-verification-button'

/**
 * The booking dialog's first word to a patient whose e-mail is not verified: the server would refuse
 * the booking at 'Konfirmasi', so say it before any step is walked, with 'Kirim ulang' at hand.
 */
export function VerifyEmailStep({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4" data-testid="booking-verify-email">
      <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <MailWarning className="size-5 shrink-0 text-amber-600" aria-hidden />
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('accountSecurity.bookingStep.title')}</h3>
          <p>{t('accountSecurity.bookingStep.text', { email })}</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
        <ResendVerificationButton size="default" variant="default" />
      </div>
    </div>
  )
}
