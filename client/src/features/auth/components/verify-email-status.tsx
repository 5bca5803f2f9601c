import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api'
import { ROLE_HOME } from '@/lib/user'
import { useUser } from '../api/get-user'
import { useVerifyEmail } from '../api/verify-email'

/** /verifikasi-email?token=…: sends the link's token once and says how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const { t } = useTranslation()
  const user = useUser().data
  const mutation = useVerifyEmail()
  const sent = useRef(false)
  const { mutate } = mutation

  useEffect(() => {
    // once per page: the token is single use, a second request would read as 'already used'
    if (sent.current || !token) return
    sent.current = true
    mutate({ token })
  }, [token, mutate])

  const next = user ? ROLE_HOME[user.role] : '/auth'
  const nextLabel = user ? t('accountSecurity.verify.continue') : t('accountSecurity.verify.toSignIn')

  if (token && (mutation.isPending || mutation.isIdle)) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('accountSecurity.verify.pending')}
      </p>
    )
  }
  const ok = mutation.isSuccess
  const Icon = ok ? CircleCheck : TriangleAlert
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <Icon className={ok ? 'size-10 text-primary' : 'size-10 text-destructive'} aria-hidden />
      <p data-testid="verify-email-result" className="font-semibold">
        {ok ? t('accountSecurity.verify.doneTitle') : t('accountSecurity.verify.failedTitle')}
      </p>
      <p className="text-sm text-muted-foreground">
        {ok ? t('accountSecurity.verify.done') : getErrorMessage(mutation.error, t('accountSecurity.setPassword.invalid'))}
      </p>
      <Button asChild className="mt-2">
        <Link to={next}>{nextLabel}</Link>
      </Button>
    </div>
  )
}
