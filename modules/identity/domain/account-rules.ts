import type { Role, UserStatus } from '../contracts/roles.js'

/** A refusal's `message` is a key of identity's catalogue (messages.ts). */
export type Decision = { ok: true } | { ok: false; status: 403 | 409 | 422; message: string }

const allow: Decision = { ok: true }

/** ADMIN self-registration is a bootstrap: only while no admin exists. */
export function canSelfRegister(role: Role, adminExists: boolean): Decision {
  if (role === 'ADMIN' && adminExists) {
    return { ok: false, status: 403, message: 'identity.admin_registration_closed' }
  }
  return allow
}

export function canSignIn(status: UserStatus, anonymised: boolean): Decision {
  if (anonymised) return { ok: false, status: 403, message: 'identity.account_deleted' }
  if (status === 'SUSPENDED') {
    return { ok: false, status: 403, message: 'identity.account_suspended' }
  }
  return allow
}

export function canDeleteUser(targetRole: Role): Decision {
  if (targetRole === 'ADMIN') return { ok: false, status: 403, message: 'identity.cannot_delete_admin' }
  return allow
}

export function canChangeStatus(actorId: string, targetId: string, targetRole: Role, next: UserStatus): Decision {
  if (actorId === targetId && next === 'SUSPENDED') {
    return { ok: false, status: 403, message: 'identity.cannot_suspend_self' }
  }
  if (targetRole === 'ADMIN' && next === 'SUSPENDED') {
    return { ok: false, status: 403, message: 'identity.cannot_suspend_admin' }
  }
  return allow
}

/** An admin's account (its e-mail, its sign-in) belongs to that admin alone: others may not change it. */
export function canChangeEmail(actorId: string, targetId: string, targetRole: Role): Decision {
  if (targetRole === 'ADMIN' && actorId !== targetId) {
    return { ok: false, status: 403, message: 'identity.cannot_change_admin_email' }
  }
  return allow
}

/** The name shown for a user: full name for patients and admins, display name for providers. */
export function displayNameOf(user: { fullName?: string | null; displayName?: string | null; email: string }) {
  return user.fullName || user.displayName || user.email
}
