import db from '@adonisjs/lucid/services/db'
import { InvalidatedCache, notFound } from '#modules/kernel/index'
import type { Role, UserStatus } from '../contracts/roles.js'
import type { UserDto } from '../contracts/user-dto.js'
import type { OwnProfileDto } from '../contracts/own-profile-dto.js'

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null)
// for NOT NULL columns
const isoOf = (v: unknown) => new Date(v as string).toISOString()

export interface CachedSession {
  data: Record<string, unknown>
  expiresAt: number
}

let listening = false
const enabled = () => listening
/** Users (rows), users with profiles (/api/user), own profiles (/api/profile) and sessions, each evicted by its change. */
export const identityCache = {
  users: new InvalidatedCache<Record<string, unknown>>(enabled),
  profiles: new InvalidatedCache<UserWithProfile>(enabled),
  sessions: new InvalidatedCache<CachedSession>(enabled),
  ownProfiles: new InvalidatedCache<OwnProfileDto>(enabled),
  /** Called by the listener: on when LISTEN is live, off (and emptied) when the connection is lost. */
  setListening(on: boolean) {
    listening = on
    this.clearAll()
  },
  /** A NOTIFY payload: 'u:<user id>', 's:<session id>' or '*'. */
  apply(change: string) {
    if (change.startsWith('u:')) {
      this.users.forget(change.slice(2))
      this.profiles.forget(change.slice(2))
      this.ownProfiles.forget(change.slice(2))
    } else if (change.startsWith('s:')) this.sessions.forget(change.slice(2))
    else this.clearAll()
  },
  clearAll() {
    this.users.clear()
    this.profiles.clear()
    this.sessions.clear()
    this.ownProfiles.clear()
  },
}

export type UserWithProfile = UserDto

/** The user with its profile, as login and the admin commands return it (never the password). */
export function getUserWithProfile(userId: string): Promise<UserWithProfile> {
  return loadUserWithProfile(userId)
}

/**
 * The same for GET /api/user, from the node's cache. Only for reads that change nothing: a
 * request that has just written the user must read it with getUserWithProfile, because the
 * eviction (NOTIFY) reaches the cache a moment after the commit.
 */
export async function getCachedUserWithProfile(userId: string): Promise<UserWithProfile> {
  return (await identityCache.profiles.remember(userId, () => loadUserWithProfile(userId)))!
}

async function loadUserWithProfile(userId: string): Promise<UserDto> {
  const user = await db.from('users').where('id', userId).first()
  if (!user) throw notFound('identity.user_not_found')
  let profile: UserDto['profile'] = null
  if (user.role === 'PATIENT') {
    const p = await db.from('patient_profiles').where('user_id', userId).first()
    if (p)
      profile = {
        id: p.id,
        userId: p.user_id,
        fullName: p.full_name,
        medicalRecordNumber: p.medical_record_number,
        dob: p.dob ?? null, // DATE arrives as 'YYYY-MM-DD' (see config/database.ts)
        gender: p.gender,
        address: p.address,
        contact: p.contact,
        occupation: p.occupation,
        createdAt: isoOf(p.created_at),
      }
  } else if (user.role === 'PROVIDER') {
    const p = await db.from('provider_profiles').where('user_id', userId).first()
    if (p)
      profile = {
        id: p.id,
        userId: p.user_id,
        displayName: p.display_name,
        providerRole: p.provider_role,
        bio: p.bio,
        specialization: p.specialization,
        consultationFee: p.consultation_fee,
        availableSlots: p.available_slots,
        strNumber: p.str_number ?? null,
        verified: p.verified_at !== null && p.verified_at !== undefined,
        verifiedAt: iso(p.verified_at),
        createdAt: isoOf(p.created_at),
      }
  } else {
    profile = { id: null, userId, fullName: user.full_name }
  }
  return {
    id: user.id as string,
    email: user.email as string,
    role: user.role as Role,
    status: user.status as UserStatus,
    emailVerified: user.email_verified_at !== null && user.email_verified_at !== undefined,
    createdAt: isoOf(user.created_at),
    updatedAt: isoOf(user.updated_at),
    profile,
  }
}
