import { useSyncExternalStore } from 'react'
import type { Role, UserStatus } from '@modules/identity/contracts/roles'
import type { UserChangedPush } from '@modules/identity/contracts/user-changed-push'

export type ActivityKind = 'registered' | 'emailChanged' | 'suspended' | 'activated' | 'deleted' | 'verified' | 'updated'

export type ActivityItem = {
  key: string
  kind: ActivityKind
  userId: string
  email?: string
  role?: Role
  status?: UserStatus
  at: string
}

const MAX_ITEMS = 20

/**
 * Maps the server's event type to what the feed says. Matching is loose on purpose
 * ('UserRegistered', 'user.registered', 'registered' …); the status decides a plain update.
 */
export function activityKind(type: string, status?: UserStatus): ActivityKind {
  const normalized = type.toLowerCase()
  if (/regist|creat|signup|signed_?up/.test(normalized)) return 'registered'
  if (/delet|remov|anonymi/.test(normalized)) return 'deleted'
  if (/unsuspend|reactivat/.test(normalized)) return 'activated'
  if (/suspend|deactivat/.test(normalized)) return 'suspended'
  if (/activat/.test(normalized)) return 'activated'
  if (/email/.test(normalized)) return 'emailChanged'
  if (/verified/.test(normalized)) return 'verified'
  if (/status/.test(normalized) && status) return status === 'SUSPENDED' ? 'suspended' : 'activated'
  return 'updated'
}

let items: ActivityItem[] = []
const listeners = new Set<() => void>()

function emit(next: ActivityItem[]) {
  items = next
  for (const listener of listeners) listener()
}

/** Adds a push to the top of the feed; a redelivered push (same position) is ignored. */
export function pushActivity(push: UserChangedPush) {
  const key = `${push.position}:${push.type}:${push.userId}`
  if (items.some((item) => item.key === key)) return
  const item: ActivityItem = {
    key,
    kind: activityKind(push.type, push.status),
    userId: push.userId,
    email: push.email,
    role: push.role,
    status: push.status,
    at: push.at,
  }
  emit([item, ...items].slice(0, MAX_ITEMS))
}

export function clearActivity() {
  if (items.length > 0) emit([])
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useActivityFeed(): ActivityItem[] {
  return useSyncExternalStore(subscribe, () => items)
}
