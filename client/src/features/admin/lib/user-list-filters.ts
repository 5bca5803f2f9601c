import { useSyncExternalStore } from 'react'
import type { AdminUserFilter } from '@modules/identity/contracts/admin-user-dto'

/**
 * The admin list's search and filter, shared by the table and 'Ekspor' (which downloads exactly
 * what the table shows). Module state: one admin screen per tab.
 */
export type UserListFilters = { search: string; filter: AdminUserFilter }

const INITIAL: UserListFilters = { search: '', filter: 'all' }
let current = INITIAL
const listeners = new Set<() => void>()

export function setUserListFilters(next: Partial<UserListFilters>) {
  current = { ...current, ...next }
  for (const listener of listeners) listener()
}

export function resetUserListFilters() {
  if (current !== INITIAL) setUserListFilters(INITIAL)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUserListFilters(): UserListFilters {
  return useSyncExternalStore(subscribe, () => current)
}
