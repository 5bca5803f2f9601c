import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { loginRequestSchema, type LoginRequestInput } from '@modules/identity/contracts/login-request'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useLogin } from '../api/login'
import { CredentialFields } from './credential-fields'

const loginResolver = zodResolver(loginRequestSchema)
const FORM_FIELDS = ['email', 'password'] as const

export function SignInForm() {
  const { t } = useTranslation()
  const loginMutation = useLogin()
  const { register, control, formState, setError, handleSubmit } = useForm<LoginRequestInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', remember: false },
  })
  const errors = formState.errors

  const onSubmit = handleSubmit((body) => {
    loginMutation.mutate(body, {
      onError: (error) => {
        const fieldErrors = getFieldErrors(error)
        for (const field of FORM_FIELDS) {
          const message = fieldErrors[field]
          if (message) setError(field, { type: 'server', message })
        }
        toast({ variant: 'destructive', title: t('auth.signIn.failedTitle'), description: getErrorMessage(error) })
      },
    })
  })

  const pending = loginMutation.isPending

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <CredentialFields idPrefix="signin" register={register} errors={errors} passwordAutoComplete="current-password" />

      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                id="signin-remember"
                checked={field.value === true}
                onCheckedChange={(value) => field.onChange(value === true)}
              />
            )}
          />
          <Label htmlFor="signin-remember" className="font-normal text-muted-foreground">
            {t('auth.signIn.remember')}
          </Label>
        </div>
        <Button asChild variant="link" className="h-auto p-0 text-sm">
          <Link to="/lupa-kata-sandi">{t('auth.signIn.forgot')}</Link>
        </Button>
      </div>

      <SubmitButton pending={pending} pendingLabel={t('auth.signIn.pending')} size="lg" className="w-full">
        {t('auth.signIn.submit')}
      </SubmitButton>
    </form>
  )
}
