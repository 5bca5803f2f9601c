import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'

type Credentials = { email: string; password: string }

type CredentialFieldsProps<T extends FieldValues & Credentials> = {
  /** Prefix of the inputs' ids (`signin` -> `signin-email`). */
  idPrefix: string
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  passwordAutoComplete: 'current-password' | 'new-password'
  passwordHint?: string
}

/** The e-mail and password inputs that signing in and signing up share. */
export function CredentialFields<T extends FieldValues & Credentials>({
  idPrefix,
  register,
  errors,
  passwordAutoComplete,
  passwordHint,
}: CredentialFieldsProps<T>) {
  const { t } = useTranslation()
  const message = (field: keyof Credentials) => errors[field]?.message as string | undefined
  return (
    <>
      <FormField
        id={`${idPrefix}-email`}
        name={'email' as Path<T>}
        register={register}
        label={t('auth.email')}
        error={message('email')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
      />
      <FormField
        id={`${idPrefix}-password`}
        name={'password' as Path<T>}
        register={register}
        label={t('auth.password')}
        hint={passwordHint}
        error={message('password')}
        type="password"
        autoComplete={passwordAutoComplete}
      />
    </>
  )
}
