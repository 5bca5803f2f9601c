import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { forgotPasswordRequestSchema } from '@modules/identity/contracts/password-requests'
import { SubmitButton } from '@/components/ui/submit-button'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useForgotPassword } from '../api/forgot-password'

const resolver = zodResolver(forgotPasswordRequestSchema)

/** 'Lupa kata sandi': one address in, the same message out whether or not it has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const mutation = useForgotPassword()
  const { register, handleSubmit, formState, setError } = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } })

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onError: (error) => {
        const message = getFieldErrors(error).email
        if (message) setError('email', { type: 'server', message })
        toast({ variant: 'destructive', title: t('accountSecurity.forgot.failed'), description: getErrorMessage(error) })
      },
    })
  )

  if (mutation.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheck className="size-10 text-primary" aria-hidden />
        <p className="font-semibold">{t('accountSecurity.forgot.sentTitle')}</p>
        <p data-testid="forgot-sent" className="text-sm text-muted-foreground">
          {t('accountSecurity.forgot.sent')}
        </p>
      </div>
    )
  }

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <FormField
        id="forgot-email"
        name="email"
        register={register}
        label={t('accountSecurity.forgot.email')}
        error={formState.errors.email?.message}
        type="email"
        autoComplete="email"
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={t('accountSecurity.forgot.pending')} size="lg" className="w-full">
        {t('accountSecurity.forgot.submit')}
      </SubmitButton>
    </form>
  )
}
