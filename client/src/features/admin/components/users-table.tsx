import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useDebouncedValue } from '@/hooks/use-debounced-value'

import { useAdminUsers } from '../api/get-admin-users'
import { useUserActions } from '../hooks/use-user-actions'
import { setUserListFilters, useUserListFilters } from '../lib/user-list-filters'
import { DeleteUserDialog } from './delete-user-dialog'
import { EditEmailDialog } from './edit-email-dialog'
import { UserFilters } from './user-filters'
import { UserList } from './user-list'
import type { AdminUserDto } from '@/api/openapi'

/** The admin's account management: filters, the list and the dialogs its rows open. */
export function UsersTable() {
  const { t } = useTranslation()
  // shared with 'Ekspor', which downloads what the table shows
  const { search, filter } = useUserListFilters()
  const users = useAdminUsers({ search: useDebouncedValue(search, 300), filter })
  const actions = useUserActions()
  const [editing, setEditing] = useState<AdminUserDto | null>(null)
  const [editError, setEditError] = useState<string>()
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null)

  return (
    <Card>
      <CardHeader className="gap-4 pb-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('admin.users.title')}</CardTitle>
          <CardDescription>{t('admin.users.description')}</CardDescription>
        </div>
        <UserFilters
          search={search}
          onSearchChange={(next) => setUserListFilters({ search: next })}
          filter={filter}
          onFilterChange={(next) => setUserListFilters({ filter: next })}
        />
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <UserList
          users={users}
          busyId={actions.busyId}
          onEdit={(user) => {
            setEditError(undefined)
            setEditing(user)
          }}
          onToggleStatus={actions.toggleStatus}
          onDelete={setDeleting}
          onVerify={actions.verify}
        />
      </CardContent>

      <EditEmailDialog
        user={editing}
        pending={actions.updatePending}
        error={editError}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        onSubmit={(email) => {
          setEditError(undefined)
          if (editing) actions.changeEmail(editing, email, { onDone: () => setEditing(null), onFieldError: setEditError })
        }}
      />

      <DeleteUserDialog
        user={deleting}
        pending={actions.deletePending}
        onOpenChange={() => setDeleting(null)}
        onConfirm={(user) => actions.remove(user, () => setDeleting(null))}
      />
    </Card>
  )
}
