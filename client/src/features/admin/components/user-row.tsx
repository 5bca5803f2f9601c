import { useTranslation } from 'react-i18next'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatDate } from '@/lib/format'
import { getDisplayName, getInitials } from '@/lib/user'

import type { Role } from '@modules/identity/contracts/roles'
import { UserActions, type UserActionsProps } from './user-actions'
import type { AdminUserDto } from '@/api/openapi'

const ROLE_BADGE: Record<Role, BadgeProps['variant']> = {
  PATIENT: 'secondary',
  PROVIDER: 'outline',
  ADMIN: 'default',
}

/** The avatar initials, name and e-mail of a user (the first cell of a row, the head of a card). */
export function UserIdentity({ user }: { user: AdminUserDto }) {
  const name = getDisplayName(user)
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
        {getInitials(name)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
    </div>
  )
}

export function RoleBadge({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation()
  return <Badge variant={ROLE_BADGE[user.role]}>{t(`common.roles.${user.role}`)}</Badge>
}

export function StatusBadge({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation()
  return <Badge variant={user.status === 'SUSPENDED' ? 'destructive' : 'success'}>{t(`common.status.${user.status}`)}</Badge>
}

export function UserRow(props: Omit<UserActionsProps, 'className'>) {
  const { i18n } = useTranslation()
  const { user } = props

  return (
    <TableRow data-testid={`user-row-${user.email}`} aria-busy={props.busy || undefined}>
      <TableCell>
        <UserIdentity user={user} />
      </TableCell>
      <TableCell>
        <RoleBadge user={user} />
      </TableCell>
      <TableCell>
        <StatusBadge user={user} />
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt, i18n.language)}</time>
      </TableCell>
      <TableCell>
        <UserActions {...props} className="flex-nowrap justify-end" />
      </TableCell>
    </TableRow>
  )
}
