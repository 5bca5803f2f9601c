import type { Role, UserStatus } from '../contracts/roles.js'

export type Decision = { ok: true } | { ok: false; status: 403 | 409 | 422; message: string }

const allow: Decision = { ok: true }

/** ADMIN self-registration is a bootstrap: only while no admin exists. */
export function canSelfRegister(role: Role, adminExists: boolean): Decision {
  if (role === 'ADMIN' && adminExists) {
    return {
      ok: false,
      status: 403,
      message: 'Pendaftaran Administrator ditutup: admin sudah ada. Minta admin yang ada untuk membuatkan akun.',
    }
  }
  return allow
}

export function canSignIn(status: UserStatus, anonymised: boolean): Decision {
  if (anonymised) return { ok: false, status: 403, message: 'Akun ini sudah dihapus.' }
  if (status === 'SUSPENDED') {
    return { ok: false, status: 403, message: 'Akun Anda ditangguhkan. Hubungi admin TeleRawat.' }
  }
  return allow
}

export function canDeleteUser(targetRole: Role): Decision {
  if (targetRole === 'ADMIN') return { ok: false, status: 403, message: 'Tidak dapat menghapus admin' }
  return allow
}

export function canChangeStatus(actorId: string, targetId: string, targetRole: Role, next: UserStatus): Decision {
  if (actorId === targetId && next === 'SUSPENDED') {
    return { ok: false, status: 403, message: 'Anda tidak dapat menangguhkan akun Anda sendiri' }
  }
  if (targetRole === 'ADMIN' && next === 'SUSPENDED') {
    return { ok: false, status: 403, message: 'Akun admin tidak dapat ditangguhkan' }
  }
  return allow
}

/** An admin's account (its e-mail, its sign-in) belongs to that admin alone: others may not change it. */
export function canChangeEmail(actorId: string, targetId: string, targetRole: Role): Decision {
  if (targetRole === 'ADMIN' && actorId !== targetId) {
    return { ok: false, status: 403, message: 'Email admin lain tidak dapat diubah' }
  }
  return allow
}

/** The name shown for a user: full name for patients and admins, display name for providers. */
export function displayNameOf(user: { fullName?: string | null; displayName?: string | null; email: string }) {
  return user.fullName || user.displayName || user.email
}
