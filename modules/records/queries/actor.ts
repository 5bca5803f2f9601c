import { findPatientProfileByUserId, getCachedUserWithProfile, getUserWithProfile } from '#modules/identity/index'
import { forbidden } from '#modules/kernel/index'
import type { Viewer } from '../domain/access.js'

/** The signed-in user as the records module needs them: role, profile and the name to stamp. */
export interface RecordsActor extends Viewer {
  name: string
  /** Patient or provider profile id (null for an admin). */
  profileId: string | null
  providerRole: string | null
  /** A provider whose STR number an admin verified (records access needs it); false for others. */
  verified: boolean
  requestId: string | null
}

/**
 * `cached`, for a request that changes no account (a list, a count, a message sent): the account
 * comes from the node's identity cache, which a change of the user or profile evicts on every node
 * (NOTIFY), as the session's own user does. Commands that change an account read it fresh.
 */
export async function resolveActor(
  user: { id: string; role: Viewer['role'] },
  requestId: string | null,
  { cached = false }: { cached?: boolean } = {}
): Promise<RecordsActor> {
  const base = { userId: user.id, role: user.role, requestId }
  if (user.role === 'PATIENT' && cached) {
    const profile = (await getCachedUserWithProfile(user.id)).profile as { id?: string; fullName?: string } | null
    if (!profile?.id) throw forbidden('records.patient_profile_missing')
    return { ...base, name: profile.fullName ?? '', profileId: profile.id, providerRole: null, verified: false }
  }
  if (user.role === 'PATIENT') {
    const profile = await findPatientProfileByUserId(user.id)
    if (!profile) throw forbidden('records.patient_profile_missing')
    return { ...base, name: profile.fullName, profileId: profile.id, providerRole: null, verified: false }
  }
  const account = cached ? await getCachedUserWithProfile(user.id) : await getUserWithProfile(user.id)
  const profile = (account.profile ?? {}) as Record<string, any>
  if (user.role === 'PROVIDER') {
    if (!profile.id) throw forbidden('records.provider_profile_missing')
    return {
      ...base,
      name: profile.displayName,
      profileId: profile.id,
      providerRole: profile.providerRole,
      verified: profile.verified === true,
    }
  }
  return { ...base, name: profile.fullName ?? account.email, profileId: null, providerRole: null, verified: false }
}
