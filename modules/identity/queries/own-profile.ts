import db from '@adonisjs/lucid/services/db'
import { deepFreeze, notFound, prepared } from '#modules/kernel/index'
import { identityCache } from './current-user.js'
import type { OwnProfileDto, PatientOwnProfileDto, ProviderOwnProfileDto } from '../contracts/own-profile-dto.js'
import { BOOKING_REQUIRED_FIELDS, type BookingRequiredField } from '../contracts/patient-profile-request.js'

/** A `date` column arrives as 'YYYY-MM-DD' (config/database.ts) or a local-midnight Date. */
function isoDate(value: Date | string | null): string | null {
  if (!value) return null
  if (typeof value === 'string') return value.slice(0, 10)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
}

export function patientProfileDto(row: any, email: string): PatientOwnProfileDto {
  const dto: Omit<PatientOwnProfileDto, 'missingForBooking'> = {
    role: 'PATIENT',
    id: row.id,
    userId: row.user_id,
    email,
    fullName: row.full_name,
    medicalRecordNumber: row.medical_record_number,
    nik: row.nik ?? null,
    dob: isoDate(row.dob),
    gender: row.gender ?? null,
    phone: row.contact ?? null,
    province: row.province ?? null,
    city: row.city ?? null,
    street: row.address ?? null,
    occupation: row.occupation ?? null,
    emergencyContactName: row.emergency_contact_name ?? null,
    emergencyContactRelationship: row.emergency_contact_relationship ?? null,
    emergencyContactPhone: row.emergency_contact_phone ?? null,
  }
  return { ...dto, missingForBooking: missingBookingFields(dto) }
}

/** The required fields (NIK, date of birth, gender, phone) still empty. */
export function missingBookingFields(profile: Partial<Record<BookingRequiredField, string | null>>): BookingRequiredField[] {
  return BOOKING_REQUIRED_FIELDS.filter((field) => !profile[field])
}

export function providerProfileDto(row: any, email: string): ProviderOwnProfileDto {
  return {
    role: 'PROVIDER',
    id: row.id,
    userId: row.user_id,
    email,
    displayName: row.display_name,
    providerRole: row.provider_role,
    specialization: row.specialization ?? null,
    bio: row.bio ?? null,
    strNumber: row.str_number ?? null,
    nik: row.nik ?? null,
    verified: row.verified_at !== null && row.verified_at !== undefined,
    consultationFee: Number(row.consultation_fee),
    offersChat: row.offers_chat === true,
    chatFee: Number(row.chat_fee ?? 0),
  }
}

/**
 * GET /api/profile: the signed-in patient's or provider's own profile. The account (role, e-mail)
 * is the session's user, as GET /api/user serves it; the profile is one prepared statement.
 */
export async function getOwnProfile(user: { id: string; role: string; email: string }): Promise<OwnProfileDto> {
  // kept per node until its user or profile row changes (the identity triggers, migration 0190)
  const kept = identityCache.ownProfiles.get(user.id)
  if (kept && kept.role === user.role && kept.email === user.email) return kept
  const since = identityCache.ownProfiles.begin()
  const profile = deepFreeze(await loadOwnProfile(user))
  identityCache.ownProfiles.set(user.id, profile, since)
  return profile
}

async function loadOwnProfile(user: { id: string; role: string; email: string }): Promise<OwnProfileDto> {
  if (user.role === 'PATIENT') {
    const [row] = await prepared(db.from('patient_profiles').where('user_id', user.id).limit(1))
    if (row) return patientProfileDto(row, user.email)
  } else if (user.role === 'PROVIDER') {
    const [row] = await prepared(db.from('provider_profiles').where('user_id', user.id).limit(1))
    if (row) return providerProfileDto(row, user.email)
  }
  throw notFound('identity.profile_not_found')
}
