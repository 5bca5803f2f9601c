import { useTranslation } from 'react-i18next'
import { adminUserFilters } from '@modules/identity/contracts/admin-user-dto'
import { Label } from '@/components/ui/label'
import { SearchInput } from '@/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { AdminUsersFilter } from '../api/get-admin-users'

type UserFiltersProps = {
  search: string
  onSearchChange: (search: string) => void
  filter: AdminUsersFilter
  onFilterChange: (filter: AdminUsersFilter) => void
}

/** The search box and the role/status filter above the admin's user list. */
export function UserFilters({ search, onSearchChange, filter, onFilterChange }: UserFiltersProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchInput
        id="admin-user-search"
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={search}
        onChange={onSearchChange}
        className="sm:w-72"
      />
      <div className="grid gap-1.5">
        <Label htmlFor="admin-user-filter" className="text-xs text-muted-foreground">
          {t('admin.users.filterLabel')}
        </Label>
        <Select value={filter} onValueChange={(value) => onFilterChange(value as AdminUsersFilter)}>
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
  )
}
