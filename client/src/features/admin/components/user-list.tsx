import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadMore } from '@/components/ui/load-more'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useIsMobile } from '@/hooks/use-mobile'
import { getErrorMessage } from '@/lib/api'

import type { useAdminUsers } from '../api/get-admin-users'
import { UserCard } from './user-card'
import { UserRow } from './user-row'
import type { AdminUserDto } from '@/api/openapi'

type UserListProps = {
  users: ReturnType<typeof useAdminUsers>
  busyId: string | null
  onEdit: (user: AdminUserDto) => void
  onToggleStatus: (user: AdminUserDto) => void
  onDelete: (user: AdminUserDto) => void
  onVerify: (user: AdminUserDto) => void
}

const COLUMNS = ['user', 'role', 'status', 'joined', 'actions'] as const

/**
 * The pages of accounts loaded so far, or why there are none, with "load more" below: a table,
 * or on a phone a list of cards (every column readable and every action reachable without a sideways scroll).
 */
export function UserList({ users, busyId, ...actions }: UserListProps) {
  const { t } = useTranslation()
  const mobile = useIsMobile()
  const rows = users.data?.pages.flatMap((page) => page.items) ?? []
  const more = (
    <LoadMore hasNextPage={users.hasNextPage} isFetchingNextPage={users.isFetchingNextPage} fetchNextPage={users.fetchNextPage} />
  )

  if (mobile) {
    return (
      <>
        {users.isPending || users.isError || rows.length === 0 ? (
          <div className="px-4 py-12 text-center text-sm text-muted-foreground">
            <ListMessage users={users} empty={rows.length === 0} />
          </div>
        ) : (
          <ul aria-label={t('admin.users.title')} aria-busy={users.isFetching || undefined} className="border-t">
            {rows.map((user) => (
              <UserCard key={user.id} user={user} busy={busyId === user.id} {...actions} />
            ))}
          </ul>
        )}
        {more}
      </>
    )
  }

  return (
    <>
      <Table aria-busy={users.isFetching || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((column) => (
              <TableHead key={column} className={column === 'user' ? 'pl-6' : column === 'actions' ? 'pr-6 text-right' : undefined}>
                {t(`admin.users.columns.${column}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className="[&_td:first-child]:pl-6 [&_td:last-child]:pr-6">
          {users.isPending || users.isError || rows.length === 0 ? (
            <MessageRow>
              <ListMessage users={users} empty={rows.length === 0} />
            </MessageRow>
          ) : (
            rows.map((user) => <UserRow key={user.id} user={user} busy={busyId === user.id} {...actions} />)
          )}
        </TableBody>
      </Table>
      {more}
    </>
  )
}

/** Loading, the error, or "no users": what stands in for the rows. */
function ListMessage({ users, empty }: { users: UserListProps['users']; empty: boolean }) {
  const { t } = useTranslation()
  if (users.isPending) return <Spinner label={t('admin.users.loading')} />
  if (users.isError) {
    return (
      <span role="alert" className="text-destructive">
        {t('admin.users.loadFailed', { message: getErrorMessage(users.error) })}
      </span>
    )
  }
  return empty ? t('admin.users.empty') : null
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={COLUMNS.length} className="py-12 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  )
}
