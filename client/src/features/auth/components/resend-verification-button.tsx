import { useTranslation } from 'react-i18next'
import type { ButtonProps } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useResendVerification } from '../api/resend-verification'

/** 'Kirim ulang': a new verification link to the signed-in user's e-mail, with a toast either way. */
export function ResendVerificationButton(props: Omit<ButtonProps, 'onClick' | 'disabled' | 'asChild'>) {
  const { t } = useTranslation()
  const resend = useResendVerification()
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: t('accountSecurity.banner.sent') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('accountSecurity.banner.failed'), description: getErrorMessage(error) }),
    })
  return (
    <SubmitButton
      pending={resend.isPending}
      pendingLabel={t('accountSecurity.banner.resending')}
      type="button"
      variant="outline"
      size="sm"
      {...props}
      onClick={onResend}
    >
      {t('accountSecurity.banner.resend')}
    </SubmitButton>
  )
}
