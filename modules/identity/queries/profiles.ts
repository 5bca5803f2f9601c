import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { UserStatus } from '../contracts/roles.js'
import { BOOKING_REQUIRED_FIELDS, type BookingRequiredField } from '../contracts/patient-profile-request.js'
import { prepared } from '#modules/kernel/index'
import { missingBookingFields } from './own-profile.js'

/** Profile lookups other modules use through the identity facade (read-only). */
export interface ProviderProfile {
  id: string
  userId: string
  email: string
  status: UserStatus
  displayName: string
  providerRole: string
  specialization: string | null
  consultationFee: number
  /** Whether the provider takes CHAT appointments (issue 22), and their fee in whole Rupiah. */
  offersChat: boolean
  chatFee: number
  availableSlots: unknown
  /** An admin checked the STR number: only verified providers are listed and booked. */
  verified: boolean
  /** The STR (registration) number the provider gave; null when not given. */
  strNumber: string | null
  /** The provider's NIK (SATUSEHAT's practitioner index is searched by it); null when not given. */
  nik: string | null
}

export interface PatientProfile {
  id: string
  userId: string
  email: string
  status: UserStatus
  fullName: string
  gender: string | null
  contact: string | null
  dob: string | null
  medicalRecordNumber: string | null
  address: string | null
  occupation: string | null
  /** The national identity number (16 digits); null when not given yet. */
  nik: string | null
}

const toProvider = (r: any): ProviderProfile => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  status: r.status,
  displayName: r.display_name,
  providerRole: r.provider_role,
  specialization: r.specialization,
  consultationFee: Number(r.consultation_fee),
  offersChat: r.offers_chat === true,
  chatFee: Number(r.chat_fee ?? 0),
  availableSlots: r.available_slots ?? null,
  verified: r.verified_at !== null && r.verified_at !== undefined,
  strNumber: r.str_number ?? null,
  nik: r.nik ?? null,
})

const toPatient = (r: any): PatientProfile => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  status: r.status,
  fullName: r.full_name,
  gender: r.gender,
  contact: r.contact,
  dob: r.dob ? isoDate(r.dob) : null,
  medicalRecordNumber: r.medical_record_number,
  // the street line, then the city and province chosen from the list (migration 0710)
  address: [r.address, r.city, r.province].filter(Boolean).join(', ') || null,
  occupation: r.occupation ?? null,
  nik: r.nik ?? null,
})

/** A `date` column comes back as a local-midnight Date; keep the calendar day. */
function isoDate(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
}

const providers = (client: QueryClientContract) =>
  client.from('provider_profiles as p').join('users as u', 'u.id', 'p.user_id').select('p.*', 'u.email', 'u.status')

const patients = (client: QueryClientContract) =>
  client.from('patient_profiles as p').join('users as u', 'u.id', 'p.user_id').select('p.*', 'u.email', 'u.status')

/** Bookable providers: account ACTIVE and STR verified, by display name. */
export async function listActiveProviders(client: QueryClientContract = db.connection()) {
  const rows = await providers(client).where('u.status', 'ACTIVE').whereNotNull('p.verified_at').orderBy('p.display_name', 'asc')
  return rows.map(toProvider)
}

export async function findProviderProfile(id: string, client: QueryClientContract = db.connection()) {
  const row = await providers(client).where('p.id', id).first()
  return row ? toProvider(row) : null
}

export async function findPatientProfile(id: string, client: QueryClientContract = db.connection()) {
  const row = await patients(client).where('p.id', id).first()
  return row ? toPatient(row) : null
}

export async function findPatientProfileByUserId(userId: string, client: QueryClientContract = db.connection()) {
  const row = await patients(client).where('p.user_id', userId).first()
  return row ? toPatient(row) : null
}

/** What scheduling's booking reads of identity: who books (with a verified e-mail and the fields booking still needs) and with whom. */
export interface BookingParties {
  patient: PatientProfile | null
  /** Read from the database, not a cache: a verification just made must count. */
  emailVerified: boolean
  /** NIK, date of birth, gender, phone not filled yet (empty = may book). */
  missingProfileFields: BookingRequiredField[]
  provider: ProviderProfile | null
}

/** BookingParties in one statement (the booking reads it before its lock, once per request). */
export async function findBookingParties(
  patientUserId: string | null,
  providerId: string,
  client: QueryClientContract = db.connection()
): Promise<BookingParties> {
  // prepared: planning this statement cost three times its run (0.5 ms against 0.14, the booking bench)
  const { rows } = await prepared(
    client.rawQuery(
      `SELECT to_jsonb(pat) AS patient, to_jsonb(prov) AS provider
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT p.*, u.email, u.status, u.email_verified_at
                            FROM patient_profiles p JOIN users u ON u.id = p.user_id WHERE p.user_id = ?) AS pat ON true
       LEFT JOIN LATERAL (SELECT p.*, u.email, u.status
                            FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE p.id = ?) AS prov ON true`,
      [patientUserId, providerId] as any[] // Lucid's binding type omits null, which pg sends as SQL NULL
    )
  )
  const { patient: patientRow, provider: providerRow } = rows[0]
  const provider = providerRow ? toProvider(providerRow) : null
  if (!patientRow) return { patient: null, emailVerified: false, missingProfileFields: [...BOOKING_REQUIRED_FIELDS], provider }
  const patient = toPatient(patientRow)
  const { nik, dob, gender, contact: phone } = patient
  return {
    patient,
    emailVerified: Boolean(patientRow.email_verified_at),
    missingProfileFields: missingBookingFields({ nik, dob, gender, phone }),
    provider,
  }
}

/** Several patients in one query (lists must not look patients up one by one). */
export async function findPatientProfilesByUserIds(userIds: string[], client: QueryClientContract = db.connection()) {
  if (userIds.length === 0) return new Map<string, PatientProfile>()
  const rows = await patients(client).whereIn('p.user_id', userIds)
  return new Map(rows.map((r: any) => [r.user_id as string, toPatient(r)]))
}
