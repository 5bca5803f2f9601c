import type { Role, UserStatus } from './roles.js'

/** Server push 'user.changed' (to admins): an account was created, changed or removed. */
export interface UserChangedPush {
  type: string
  userId: string
  email?: string
  role?: Role
  name?: string
  status?: UserStatus
  at: string
  /** event_log position of the change (a bigint, as text) */
  position: string
}
