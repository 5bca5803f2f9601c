import type { Role, UserStatus } from './api'

/** Server push 'user.changed' (to admins): an account was created, changed or removed. */
export type UserChangedPush = {
  type: string
  userId: string
  email?: string
  role?: Role
  status?: UserStatus
  at: string
  /** event_log position of the change, as a number or a numeric string */
  position: number | string
}
