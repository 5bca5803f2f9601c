import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { inviteUserRequestSchema, type InviteUserRequestInput } from '@modules/identity/contracts/invite-user-request'
import { providerRoles } from '@modules/identity/contracts/roles'

import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { getDisplayName } from '@/lib/user'
import { useInviteUser } from '../api/invite-user'
import type { UserDto } from '@/api/openapi'

const resolver = zodResolver(inviteUserRequestSchema)
const EMPTY: InviteUserRequestInput = { role: 'PROVIDER', email: '' }
const FIELDS = ['role', 'email', 'fullName', 'displayName', 'providerRole', 'specialization'] as const

/** 'Tambah Pengguna': its button and the dialog that invites a provider or an admin by e-mail. */
export function AddUserDialog() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [created, setCreated] = useState<UserDto | null>(null)
  const mutation = useInviteUser()
  const { register, control, handleSubmit, formState, setError, reset, watch } = useForm<InviteUserRequestInput>({
    resolver,
    defaultValues: EMPTY,
    // the other role's hidden fields are dropped, never validated
    shouldUnregister: true,
  })
  const role = watch('role')
  const errors = formState.errors

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      reset(EMPTY)
      setCreated(null)
    }
  }

  const onSubmit = handleSubmit((values) => {
    // only the fields of the chosen role travel
    const body: InviteUserRequestInput =
      values.role === 'PROVIDER'
        ? {
            role: 'PROVIDER',
            email: values.email,
            displayName: values.displayName,
            providerRole: values.providerRole,
            specialization: values.specialization,
          }
        : { role: 'ADMIN', email: values.email, fullName: values.fullName }
    mutation.mutate(body, {
      onSuccess: (user) => setCreated(user),
      onError: (error) => {
        const fields = getFieldErrors(error)
        for (const field of FIELDS) if (fields[field]) setError(field, { type: 'server', message: fields[field] })
        toast({ variant: 'destructive', title: t('accountSecurity.invite.failed'), description: getErrorMessage(error) })
      },
    })
  })

  return (
    <>
      <Button variant="outline" className="justify-start" onClick={() => setOpen(true)}>
        <UserPlus className="text-primary" aria-hidden />
        {t('admin.quickActions.addUser')}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t('common.close')}>
          {created ? (
            <div role="status" data-testid="invite-result" className="grid justify-items-center gap-3 py-4 text-center">
              <CircleCheck className="size-10 text-primary" aria-hidden />
              <DialogTitle>{t('accountSecurity.invite.sentTitle')}</DialogTitle>
              <DialogDescription>
                {t('accountSecurity.invite.sent', { name: getDisplayName(created), email: created.email })}
              </DialogDescription>
              <Button className="mt-2" onClick={() => onOpenChange(false)}>
                {t('accountSecurity.invite.close')}
              </Button>
            </div>
          ) : (
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              <DialogHeader>
                <DialogTitle>{t('accountSecurity.invite.title')}</DialogTitle>
                <DialogDescription>{t('accountSecurity.invite.description')}</DialogDescription>
              </DialogHeader>
              <SelectField
                control={control}
                name="role"
                id="invite-role"
                label={t('accountSecurity.invite.role')}
                options={(['PROVIDER', 'ADMIN'] as const).map((value) => ({
                  value,
                  label: t(`accountSecurity.invite.roles.${value}`),
                }))}
              />
              <FormField
                id="invite-email"
                name="email"
                register={register}
                label={t('accountSecurity.invite.email')}
                error={errors.email?.message}
                type="email"
                autoComplete="off"
              />
              {role === 'PROVIDER' ? (
                <>
                  <FormField
                    id="invite-display-name"
                    name="displayName"
                    register={register}
                    label={t('accountSecurity.invite.displayName')}
                    error={errors.displayName?.message}
                    autoComplete="off"
                  />
                  <SelectField
                    control={control}
                    name="providerRole"
                    id="invite-provider-role"
                    label={t('accountSecurity.invite.providerRole')}
                    placeholder={t('accountSecurity.invite.providerRolePlaceholder')}
                    options={providerRoles.map((value) => ({ value, label: t(`auth.providerRoles.${value}`) }))}
                  />
                  <FormField
                    id="invite-specialization"
                    name="specialization"
                    register={register}
                    label={t('accountSecurity.invite.specialization')}
                    error={errors.specialization?.message}
                    autoComplete="off"
                  />
                </>
              ) : (
                <FormField
                  id="invite-full-name"
                  name="fullName"
                  register={register}
                  label={t('accountSecurity.invite.fullName')}
                  error={errors.fullName?.message}
                  autoComplete="off"
                />
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
                  {t('accountSecurity.invite.cancel')}
                </Button>
                <SubmitButton pending={mutation.isPending} pendingLabel={t('accountSecurity.invite.pending')}>
                  {t('accountSecurity.invite.submit')}
                </SubmitButton>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}
