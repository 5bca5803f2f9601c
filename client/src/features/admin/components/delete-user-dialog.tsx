import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { AdminUserDto } from '@/api/openapi'

type DeleteUserDialogProps = {
  user: AdminUserDto | null
  pending: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: (user: AdminUserDto) => void
}

/** Asks before an account is deleted; the text names the account. */
export function DeleteUserDialog({ user, pending, onOpenChange, onConfirm }: DeleteUserDialogProps) {
  const { t } = useTranslation()
  // the last user shown keeps the text stable while the dialog animates out
  const [shown, setShown] = useState<AdminUserDto | null>(user)
  useEffect(() => {
    if (user) setShown(user)
  }, [user])

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onOpenChange(false)
      }}
      title={t('admin.remove.title')}
      description={t('admin.remove.description', { email: shown?.email ?? '' })}
      cancelLabel={t('admin.remove.cancel')}
      confirmLabel={pending ? t('admin.remove.pending') : t('admin.remove.confirm')}
      onConfirm={() => {
        if (user) onConfirm(user)
      }}
      pending={pending}
      destructive
    />
  )
}
