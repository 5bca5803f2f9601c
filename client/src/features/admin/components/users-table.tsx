import { Search } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { LoadMore } from '@/components/ui/load-more'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/use-toast'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { adminUserFilters, type AdminUserDto, type AdminUserFilter } from '@modules/identity/contracts/admin-user-dto'
import { useDeleteAdminUser } from '../api/delete-admin-user'
import { useAdminUsers } from '../api/get-admin-users'
import { useUpdateAdminUser } from '../api/update-admin-user'
import { useVerifyProvider } from '../api/verify-provider'
import { EditEmailDialog } from './edit-email-dialog'
import { UserRow } from './user-row'

export function UsersTable() {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<AdminUserFilter>('all')
  const debouncedSearch = useDebouncedValue(search, 300)
  const users = useAdminUsers({ search: debouncedSearch, filter })

  const updateMutation = useUpdateAdminUser()
  const deleteMutation = useDeleteAdminUser()
  const verifyMutation = useVerifyProvider()
  const [editing, setEditing] = useState<AdminUserDto | null>(null)
  const [editError, setEditError] = useState<string>()
  // the target outlives `deleteOpen` so the dialog text stays put while it animates out
  const [deleteTarget, setDeleteTarget] = useState<AdminUserDto | null>(null)
  const [deleteOpen, setDeleteOpen] = useState(false)

  const busyId =
    (updateMutation.isPending && updateMutation.variables?.id) ||
    (deleteMutation.isPending && deleteMutation.variables) ||
    (verifyMutation.isPending && verifyMutation.variables) ||
    null

  function update(input: Parameters<typeof updateMutation.mutate>[0], onDone?: () => void) {
    updateMutation.mutate(input, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('admin.toasts.successTitle'), description: t('admin.toasts.updated') })
        onDone?.()
      },
      onError: (error) => {
        setEditError(getFieldErrors(error).email)
        toast({
          variant: 'destructive',
          title: t('admin.toasts.errorTitle'),
          description: getErrorMessage(error) || t('admin.toasts.updateFailed'),
        })
      },
    })
  }

  function verify(target: AdminUserDto) {
    verifyMutation.mutate(target.id, {
      onSuccess: () => toast({ variant: 'success', title: t('admin.toasts.successTitle'), description: t('admin.toasts.verified') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('admin.toasts.errorTitle'),
          description: getErrorMessage(error) || t('admin.toasts.verifyFailed'),
        }),
    })
  }

  function confirmDelete() {
    if (!deleteTarget) return
    deleteMutation.mutate(deleteTarget.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('admin.toasts.successTitle'), description: t('admin.toasts.deleted') })
        setDeleteOpen(false)
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('admin.toasts.errorTitle'),
          description: getErrorMessage(error) || t('admin.toasts.deleteFailed'),
        })
      },
    })
  }

  const rows = users.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <Card>
      <CardHeader className="gap-4 pb-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('admin.users.title')}</CardTitle>
          <CardDescription>{t('admin.users.description')}</CardDescription>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="admin-user-search" className="text-xs text-muted-foreground">
              {t('admin.users.searchLabel')}
            </Label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                id="admin-user-search"
                type="search"
                className="pl-9 sm:w-72"
                placeholder={t('admin.users.searchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="admin-user-filter" className="text-xs text-muted-foreground">
              {t('admin.users.filterLabel')}
            </Label>
            <Select value={filter} onValueChange={(value) => setFilter(value as AdminUserFilter)}>
              <SelectTrigger id="admin-user-filter" className="sm:w-48">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {adminUserFilters.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`admin.users.filters.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <Table aria-busy={users.isFetching || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-6">{t('admin.users.columns.user')}</TableHead>
              <TableHead>{t('admin.users.columns.role')}</TableHead>
              <TableHead>{t('admin.users.columns.status')}</TableHead>
              <TableHead>{t('admin.users.columns.joined')}</TableHead>
              <TableHead className="pr-6 text-right">{t('admin.users.columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className="[&_td:first-child]:pl-6 [&_td:last-child]:pr-6">
            {users.isPending ? (
              <MessageRow>
                <Spinner label={t('admin.users.loading')} />
              </MessageRow>
            ) : users.isError ? (
              <MessageRow>
                <span role="alert" className="text-destructive">
                  {t('admin.users.loadFailed', { message: getErrorMessage(users.error) })}
                </span>
              </MessageRow>
            ) : rows.length === 0 ? (
              <MessageRow>{t('admin.users.empty')}</MessageRow>
            ) : (
              rows.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  busy={busyId === user.id}
                  onEdit={(target) => {
                    setEditError(undefined)
                    setEditing(target)
                  }}
                  onToggleStatus={(target) =>
                    update({ id: target.id, status: target.status === 'SUSPENDED' ? 'ACTIVE' : 'SUSPENDED' })
                  }
                  onDelete={(target) => {
                    setDeleteTarget(target)
                    setDeleteOpen(true)
                  }}
                  onVerify={verify}
                />
              ))
            )}
          </TableBody>
        </Table>
        <LoadMore hasNextPage={users.hasNextPage} isFetchingNextPage={users.isFetchingNextPage} fetchNextPage={users.fetchNextPage} />
      </CardContent>

      <EditEmailDialog
        user={editing}
        pending={updateMutation.isPending}
        error={editError}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        onSubmit={(email) => {
          if (editing) update({ id: editing.id, email }, () => setEditing(null))
        }}
      />

      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={(open) => {
          if (!open && !deleteMutation.isPending) setDeleteOpen(false)
        }}
        title={t('admin.remove.title')}
        description={t('admin.remove.description', { email: deleteTarget?.email ?? '' })}
        cancelLabel={t('admin.remove.cancel')}
        confirmLabel={deleteMutation.isPending ? t('admin.remove.pending') : t('admin.remove.confirm')}
        onConfirm={confirmDelete}
        pending={deleteMutation.isPending}
        destructive
      />
    </Card>
  )
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={5} className="py-12 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  )
}
