import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useChangePassword } from '../api/change-password'
import { changePasswordFormSchema, type ChangePasswordForm } from '../lib/new-password-form-schema'

const resolver = zodResolver(changePasswordFormSchema)
const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirm: '' }

/** /akun 'Ubah kata sandi': the current password first; other sessions end, this one stays. */
export function ChangePasswordCard() {
  const { t } = useTranslation()
  const mutation = useChangePassword()
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordForm>({ resolver, defaultValues: EMPTY })
  const errors = formState.errors

  const onSubmit = handleSubmit(({ currentPassword, password }) =>
    mutation.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          reset(EMPTY)
          toast({ title: t('accountSecurity.change.done') })
        },
        onError: (error) => {
          const fields = getFieldErrors(error)
          for (const field of ['currentPassword', 'password'] as const) {
            if (fields[field]) setError(field, { type: 'server', message: fields[field] })
          }
          toast({ variant: 'destructive', title: t('accountSecurity.change.failed'), description: getErrorMessage(error) })
        },
      }
    )
  )

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t('accountSecurity.change.title')}</CardTitle>
        <CardDescription>{t('accountSecurity.change.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          <FormField
            id="change-current"
            name="currentPassword"
            register={register}
            label={t('accountSecurity.change.current')}
            error={errors.currentPassword?.message}
            type="password"
            autoComplete="current-password"
          />
          <FormField
            id="change-password"
            name="password"
            register={register}
            label={t('accountSecurity.change.password')}
            hint={t('accountSecurity.setPassword.hint')}
            error={errors.password?.message}
            type="password"
            autoComplete="new-password"
          />
          <FormField
            id="change-confirm"
            name="confirm"
            register={register}
            label={t('accountSecurity.change.confirm')}
            error={errors.confirm?.message}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton pending={mutation.isPending} pendingLabel={t('accountSecurity.change.pending')} className="justify-self-start">
            {t('accountSecurity.change.submit')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  )
}
