import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/format'

import { UserActions, type UserActionsProps } from './user-actions'
import { RoleBadge, StatusBadge, UserIdentity } from './user-row'

/** A user on a phone: the table's columns stacked, so status and actions need no sideways scroll. */
export function UserCard(props: Omit<UserActionsProps, 'className'>) {
  const { t, i18n } = useTranslation()
  const { user } = props
  return (
    <li
      data-testid={`user-row-${user.email}`}
      aria-busy={props.busy || undefined}
      className="grid gap-3 border-b px-4 py-4 last:border-0"
    >
      <UserIdentity user={user} />
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <RoleBadge user={user} />
        <StatusBadge user={user} />
        <span>
          {t('admin.users.columns.joined')}: <time dateTime={user.createdAt}>{formatDate(user.createdAt, i18n.language)}</time>
        </span>
      </div>
      <UserActions {...props} className="-ml-2" />
    </li>
  )
}
