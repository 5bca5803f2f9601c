import { Ban, CheckCircle2, Mail, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import { VerifyProviderAction } from './verify-provider-action'
import type { AdminUserDto } from '@/api/openapi'

export type UserActionsProps = {
  user: AdminUserDto
  busy: boolean
  onEdit: (user: AdminUserDto) => void
  onToggleStatus: (user: AdminUserDto) => void
  onDelete: (user: AdminUserDto) => void
  onVerify: (user: AdminUserDto) => void
  className?: string
}

/** A user's buttons (verify, e-mail, suspend or activate, delete), in a table row or on a phone's card. */
export function UserActions({ user, busy, onEdit, onToggleStatus, onDelete, onVerify, className }: UserActionsProps) {
  const { t } = useTranslation()
  const suspended = user.status === 'SUSPENDED'
  const isAdmin = user.role === 'ADMIN'
  // the server refuses suspending an admin; an admin row can only be re-activated
  const statusLocked = isAdmin && !suspended

  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <VerifyProviderAction user={user} busy={busy} onVerify={onVerify} />
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => onEdit(user)}>
        <Mail aria-hidden />
        {t('admin.users.editEmail')}
      </Button>
      {/* the reason sits on a wrapper: a disabled button takes no pointer events, so no tooltip */}
      <span title={statusLocked ? t('admin.users.cannotSuspendAdmin') : undefined}>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy || statusLocked}
          onClick={() => onToggleStatus(user)}
          className={suspended ? 'text-emerald-700 hover:text-emerald-800' : 'text-amber-700 hover:text-amber-800'}
        >
          {suspended ? <CheckCircle2 aria-hidden /> : <Ban aria-hidden />}
          {suspended ? t('admin.users.activate') : t('admin.users.suspend')}
        </Button>
      </span>
      <span title={isAdmin ? t('admin.users.cannotDeleteAdmin') : undefined}>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy || isAdmin}
          onClick={() => onDelete(user)}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
          {t('admin.users.delete')}
        </Button>
      </span>
    </div>
  )
}
