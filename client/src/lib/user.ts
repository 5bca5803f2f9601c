import i18n from '@/i18n/i18n'
import type { Role } from '@modules/identity/contracts/roles'
import type { AdminUserDto, UserDto } from '@/api/openapi'

/** The signed-in user or a row of the admin table: both carry a named profile. */
type Named = { email: string; profile: UserDto['profile'] | AdminUserDto['profile'] }

/** profile.fullName ?? profile.displayName ?? email */
export function getDisplayName(user: Named): string {
  const profile = user.profile
  if (profile && 'fullName' in profile && profile.fullName) return profile.fullName
  if (profile && 'displayName' in profile && profile.displayName) return profile.displayName
  return user.email
}

/** First word of the profile name, or null when the profile carries no name. */
export function getFirstName(user: Pick<Named, 'profile'>): string | null {
  const profile = user.profile
  const name =
    (profile && 'fullName' in profile && profile.fullName) || (profile && 'displayName' in profile && profile.displayName) || ''
  return name.trim().split(/\s+/)[0] || null
}

export function getInitials(name: string): string {
  const parts = name
    .replace(/@.*/, '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?'
}

export const ROLE_HOME: Record<Role, string> = {
  PATIENT: '/patient',
  PROVIDER: '/provider',
  ADMIN: '/admin',
}

/** A provider role ('Perawat', 'Bidan', …) in the UI language; unknown values show as they are. */
export function providerRoleLabel(role: string | null | undefined): string {
  if (!role) return ''
  return i18n.t(`auth.providerRoles.${role}` as never, { defaultValue: role }) as string
}
