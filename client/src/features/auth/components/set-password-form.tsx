import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, TriangleAlert } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useResetPassword } from '../api/reset-password'
import { setPasswordFormSchema, type SetPasswordForm } from '../lib/new-password-form-schema'

const resolver = zodResolver(setPasswordFormSchema)

/** A state of the page: a message with an icon and one link onwards. */
function Outcome({ ok, title, text, to, action }: { ok: boolean; title: string; text: string; to: string; action: string }) {
  const Icon = ok ? CircleCheck : TriangleAlert
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <Icon className={ok ? 'size-10 text-primary' : 'size-10 text-destructive'} aria-hidden />
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button asChild className="mt-2">
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  )
}

/** /atur-kata-sandi?token=…: a reset or an invitation link sets the password. */
export function SetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const mutation = useResetPassword()
  const { register, handleSubmit, formState, setError } = useForm<SetPasswordForm>({
    resolver,
    defaultValues: { password: '', confirm: '' },
  })
  const tokenError = mutation.isError ? getFieldErrors(mutation.error).token : undefined

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onError: (error) => {
          const fields = getFieldErrors(error)
          if (fields.password) setError('password', { type: 'server', message: fields.password })
          if (!fields.token)
            toast({ variant: 'destructive', title: t('accountSecurity.setPassword.failed'), description: getErrorMessage(error) })
        },
      }
    )
  )

  if (!token || tokenError) {
    return (
      <Outcome
        ok={false}
        title={t('accountSecurity.setPassword.invalidTitle')}
        text={t('accountSecurity.setPassword.invalid')}
        to="/lupa-kata-sandi"
        action={t('accountSecurity.setPassword.requestNew')}
      />
    )
  }
  if (mutation.isSuccess) {
    return (
      <Outcome
        ok
        title={t('accountSecurity.setPassword.doneTitle')}
        text={t('accountSecurity.setPassword.done')}
        to="/auth"
        action={t('accountSecurity.setPassword.toSignIn')}
      />
    )
  }

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <FormField
        id="set-password"
        name="password"
        register={register}
        label={t('accountSecurity.setPassword.password')}
        hint={t('accountSecurity.setPassword.hint')}
        error={formState.errors.password?.message}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        id="set-password-confirm"
        name="confirm"
        register={register}
        label={t('accountSecurity.setPassword.confirm')}
        error={formState.errors.confirm?.message}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={t('accountSecurity.setPassword.pending')} size="lg" className="w-full">
        {t('accountSecurity.setPassword.submit')}
      </SubmitButton>
    </form>
  )
}
