import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { adminUserUpdateRequestSchema, type AdminUserUpdateRequestInput } from '@modules/identity/contracts/admin-user-update-request'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { getDisplayName } from '@/lib/user'
import type { AdminUserDto } from '@/api/openapi'

type EditEmailDialogProps = {
  user: AdminUserDto | null
  pending: boolean
  /** The server's refusal of the new e-mail (e.g. taken), shown under the field. */
  error?: string
  onOpenChange: (open: boolean) => void
  onSubmit: (email: string) => void
}

const updateResolver = zodResolver(adminUserUpdateRequestSchema)

/** An admin changes an account's e-mail, checked with the server's own update schema. */
export function EditEmailDialog({ user, pending, error, onOpenChange, onSubmit }: EditEmailDialogProps) {
  const { t } = useTranslation()
  // the last user shown keeps the text stable while the dialog animates out
  const [shown, setShown] = useState<AdminUserDto | null>(user)
  const { register, handleSubmit, formState, reset, setError } = useForm<AdminUserUpdateRequestInput>({
    resolver: updateResolver,
    defaultValues: { email: '' },
  })

  useEffect(() => {
    if (!user) return
    setShown(user)
    reset({ email: user.email })
  }, [user, reset])

  useEffect(() => {
    if (error) setError('email', { type: 'server', message: error })
  }, [error, setError])

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <form className="grid gap-5" onSubmit={handleSubmit(({ email }) => email && onSubmit(email))} noValidate>
          <DialogHeader>
            <DialogTitle>{t('admin.edit.title')}</DialogTitle>
            <DialogDescription>{shown ? t('admin.edit.description', { name: getDisplayName(shown) }) : null}</DialogDescription>
          </DialogHeader>
          <FormField
            id="admin-edit-email"
            name="email"
            register={register}
            label={t('admin.edit.email')}
            error={formState.errors.email?.message}
            type="email"
            autoComplete="off"
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <SubmitButton pending={pending}>{t('admin.edit.submit')}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
