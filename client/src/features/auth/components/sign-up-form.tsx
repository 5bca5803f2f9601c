import { AlertCircle } from 'lucide-react'
import { useState } from 'react'
import { Controller, type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { RegisterRequest } from '@modules/identity/contracts/register-request'
import { SubmitButton } from '@/components/ui/submit-button'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useRegister } from '../api/register'
import { signUpDefaults, signUpResolver, type SignUpValues } from '../lib/sign-up-form-schema'
import { CredentialFields } from './credential-fields'
import { ProviderFields } from './provider-fields'
import { RolePicker } from './role-picker'

/** Server field names (422 body) -> the form field showing the message. */
const SERVER_FIELD: Record<string, keyof SignUpValues> = {
  role: 'role',
  providerRole: 'providerRole',
  strNumber: 'strNumber',
  fullName: 'firstName',
  displayName: 'firstName',
  email: 'email',
  password: 'password',
  acceptTerms: 'acceptTerms',
}

export function SignUpForm() {
  const { t } = useTranslation()
  const registerMutation = useRegister()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<SignUpValues, unknown, RegisterRequest>({
    resolver: signUpResolver,
    defaultValues: signUpDefaults,
  })
  const { register, control, formState, setError, watch } = form
  const errors = formState.errors
  const isProvider = watch('role') === 'PROVIDER'

  // The two password rules also raise a toast, as they always have: length first, then confirmation.
  function onInvalid(invalid: FieldErrors<SignUpValues>) {
    if (invalid.password?.message === 'validation.password.tooShort') {
      toast({
        variant: 'destructive',
        title: t('auth.signUp.passwordTooShortTitle'),
        description: t('auth.signUp.passwordTooShortDescription'),
      })
    } else if (invalid.confirmPassword) {
      toast({ variant: 'destructive', title: t('auth.signUp.mismatchTitle'), description: t('auth.signUp.mismatchDescription') })
    }
  }

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null)
    registerMutation.mutate(body, {
      onError: (error) => {
        const message = getErrorMessage(error)
        for (const [field, text] of Object.entries(getFieldErrors(error))) {
          const target = SERVER_FIELD[field]
          if (target) setError(target, { type: 'server', message: text })
        }
        setFailure(message || t('auth.signUp.inlineFailedFallback'))
        toast({ variant: 'destructive', title: t('auth.signUp.failedTitle'), description: message })
      },
    })
  }, onInvalid)

  const pending = registerMutation.isPending

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      {failure ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t('auth.signUp.inlineFailedTitle')}</p>
            <p className="mt-0.5 text-destructive/90">{failure}</p>
          </div>
        </div>
      ) : null}

      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <RolePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />

      {isProvider ? <ProviderFields control={control} register={register} errors={errors} /> : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="signup-first-name"
          name="firstName"
          register={register}
          label={t('auth.signUp.firstName')}
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
        <FormField
          id="signup-last-name"
          name="lastName"
          register={register}
          label={t('auth.signUp.lastName')}
          autoComplete="family-name"
        />
      </div>

      <CredentialFields
        idPrefix="signup"
        register={register}
        errors={errors}
        passwordAutoComplete="new-password"
        passwordHint={t('auth.signUp.passwordHint')}
      />

      <FormField
        id="signup-confirm-password"
        name="confirmPassword"
        register={register}
        label={t('auth.signUp.confirmPassword')}
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
      />

      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                ref={field.ref}
                id="signup-terms"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(value) => field.onChange(value === true)}
                aria-required
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? 'signup-terms-error' : undefined}
              />
              <Label htmlFor="signup-terms" className="leading-snug font-normal text-muted-foreground">
                {t('auth.signUp.terms')}
              </Label>
            </div>
            <FieldError id="signup-terms-error" message={fieldState.error?.message} />
          </div>
        )}
      />

      <SubmitButton pending={pending} pendingLabel={t('auth.signUp.pending')} size="lg" className="w-full">
        {t('auth.signUp.submit')}
      </SubmitButton>
    </form>
  )
}
