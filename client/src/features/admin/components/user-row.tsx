import { Ban, CheckCircle2, Mail, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatDate } from '@/lib/format'
import { getDisplayName, getInitials } from '@/lib/user'

import type { Role } from '@modules/identity/contracts/roles'
import { VerifyProviderAction } from './verify-provider-action'
import type { AdminUserDto } from '@/api/openapi'

const ROLE_BADGE: Record<Role, BadgeProps['variant']> = {
  PATIENT: 'secondary',
  PROVIDER: 'outline',
  ADMIN: 'default',
}

type UserRowProps = {
  user: AdminUserDto
  busy: boolean
  onEdit: (user: AdminUserDto) => void
  onToggleStatus: (user: AdminUserDto) => void
  onDelete: (user: AdminUserDto) => void
  onVerify: (user: AdminUserDto) => void
}

export function UserRow({ user, busy, onEdit, onToggleStatus, onDelete, onVerify }: UserRowProps) {
  const { t, i18n } = useTranslation()
  const name = getDisplayName(user)
  const suspended = user.status === 'SUSPENDED'
  const isAdmin = user.role === 'ADMIN'
  // the server refuses suspending an admin; an admin row can only be re-activated
  const statusLocked = isAdmin && !suspended

  return (
    <TableRow data-testid={`user-row-${user.email}`} aria-busy={busy || undefined}>
      <TableCell>
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
            {getInitials(name)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium">{name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
      </TableCell>
      <TableCell>
        <Badge variant={ROLE_BADGE[user.role]}>{t(`common.roles.${user.role}`)}</Badge>
      </TableCell>
      <TableCell>
        <Badge variant={suspended ? 'destructive' : 'success'}>{t(`common.status.${user.status}`)}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt, i18n.language)}</time>
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1.5">
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
      </TableCell>
    </TableRow>
  )
}
