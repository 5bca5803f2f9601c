import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { PatientProfileUpdatedV1, type PatientProfileUpdated } from '#events/identity/patient-profile-updated'
import { DomainError, forbidden, type CommandContext } from '#modules/kernel/index'
import { nikProblem } from '../contracts/nik.js'
import { nikMessage, type PatientProfilePatch } from '../contracts/patient-profile-request.js'
import { citiesOf } from '../contracts/regions.js'
import { normalizeIndonesianPhone } from '../domain/phone.js'
import { patientProfileDto } from '../queries/own-profile.js'
import { isUniqueViolation } from './register-user.js'
import { loadUserForUpdate } from './load-user.js'

/** Profile field -> patient_profiles column. */
const COLUMNS = {
  fullName: 'full_name',
  nik: 'nik',
  dob: 'dob',
  gender: 'gender',
  phone: 'contact',
  province: 'province',
  city: 'city',
  street: 'address',
  occupation: 'occupation',
  emergencyContactName: 'emergency_contact_name',
  emergencyContactRelationship: 'emergency_contact_relationship',
  emergencyContactPhone: 'emergency_contact_phone',
} as const
type Field = keyof typeof COLUMNS

const invalid = (field: string, message: string) => new DomainError(422, 'identity.profile_invalid', [{ field, message }])

/**
 * A patient changes their own profile. The merged result must hold together: phones are valid
 * Indonesian numbers (stored E.164), the NIK's date of birth and gender agree with the profile's,
 * the city belongs to the province. Refusals change nothing; a change publishes PatientProfileUpdated.
 */
export async function updatePatientProfile(userId: string, patch: PatientProfilePatch, ctx: CommandContext) {
  const wanted: Partial<Record<Field, string | null>> = { ...patch }
  for (const field of ['phone', 'emergencyContactPhone'] as const) {
    const raw = wanted[field]
    if (!raw) continue
    const e164 = normalizeIndonesianPhone(raw)
    if (!e164) throw invalid(field, 'validation.profile.phoneInvalid')
    wanted[field] = e164
  }

  try {
    return await db.transaction(async (trx) => {
      const user = await loadUserForUpdate(trx, userId)
      const row = user.role === 'PATIENT' ? await trx.from('patient_profiles').where('user_id', userId).forUpdate().first() : null
      if (!row) throw forbidden('identity.profile_only_own')
      const current = patientProfileDto(row, user.email)
      const merged = { ...current, ...wanted }

      // a new province without a new city: the old city cannot belong to it
      if (
        wanted.province !== undefined &&
        wanted.city === undefined &&
        merged.city &&
        !citiesOf(merged.province).includes(merged.city)
      ) {
        merged.city = wanted.city = null
      }
      if (merged.city && !citiesOf(merged.province).includes(merged.city)) throw invalid('city', 'validation.profile.cityInvalid')
      if (merged.nik && (wanted.nik !== undefined || wanted.dob !== undefined || wanted.gender !== undefined)) {
        const problem = nikProblem(merged.nik, merged.dob, merged.gender)
        if (problem) throw invalid('nik', nikMessage(problem))
      }

      const changed = (Object.keys(wanted) as Field[]).filter((f) => wanted[f] !== undefined && wanted[f] !== current[f])
      if (changed.length === 0) return { profile: current, position: null }

      const now = new Date()
      const updated = await trx
        .from('patient_profiles')
        .where('id', row.id)
        .update({ ...Object.fromEntries(changed.map((f) => [COLUMNS[f], wanted[f]])), updated_at: now })
        .returning('*')
      if (changed.includes('fullName'))
        await trx.from('users').where('id', userId).update({ full_name: merged.fullName, updated_at: now })
      const profile = patientProfileDto(updated[0], user.email)
      const position = await appendEvents(trx, [profileUpdated(profile, changed)], {
        actorId: ctx.actor?.userId,
        correlationId: ctx.correlationId,
      })
      return { profile, position }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'patient_profiles_nik_unique')) throw invalid('nik', 'validation.profile.nikTaken')
    throw error
  }
}

function profileUpdated(profile: ReturnType<typeof patientProfileDto>, changed: Field[]) {
  const changes: PatientProfileUpdated['changes'] = {}
  for (const field of changed) if (field !== 'nik') Object.assign(changes, { [field]: profile[field] })
  return PatientProfileUpdatedV1.create(profile.userId, {
    userId: profile.userId,
    profileId: profile.id,
    medicalRecordNumber: profile.medicalRecordNumber,
    changedFields: changed,
    changes,
    demographics: { fullName: profile.fullName, dob: profile.dob, gender: profile.gender, phone: profile.phone },
  })
}
