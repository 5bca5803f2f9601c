import { Loader2 } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { getDisplayName } from '@/lib/user'
import type { AdminUserDto } from '@modules/identity/contracts/admin-user-dto'

type EditEmailDialogProps = {
  user: AdminUserDto | null
  pending: boolean
  error?: string
  onOpenChange: (open: boolean) => void
  onSubmit: (email: string) => void
}

/** Spec §5: the e-mail is sent as typed (e-mail input); the browser checks the format. */
export function EditEmailDialog({ user, pending, error, onOpenChange, onSubmit }: EditEmailDialogProps) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  // the last user shown keeps the text stable while the dialog animates out
  const [shown, setShown] = useState<AdminUserDto | null>(user)

  useEffect(() => {
    if (!user) return
    setShown(user)
    setEmail(user.email)
  }, [user])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit(email)
  }

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <form className="grid gap-5" onSubmit={handleSubmit}>
          <DialogHeader>
            <DialogTitle>{t('admin.edit.title')}</DialogTitle>
            <DialogDescription>{shown ? t('admin.edit.description', { name: getDisplayName(shown) }) : null}</DialogDescription>
          </DialogHeader>
          <Field id="admin-edit-email" label={t('admin.edit.email')} error={error}>
            <Input
              {...fieldA11y('admin-edit-email', { error })}
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t('admin.edit.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
