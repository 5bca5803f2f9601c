import { pageParams } from '@/lib/page'
import type { UserListFilters } from '../lib/user-list-filters'

/**
 * GET /api/admin/users/export.csv — a download the browser streams to disk (an anchor, not
 * fetch: the file never sits in the page's memory). Same filters as the list screen.
 */
export function exportAdminUsersUrl({ search, filter }: UserListFilters): string {
  return `/api/admin/users/export.csv${pageParams({ filter, search: search.trim() }, null)}`
}
