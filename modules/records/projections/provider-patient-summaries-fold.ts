import type { EventEnvelope } from '#events/envelope'
import { laterPosition } from '#events/batch-sql'

export interface PairRow {
  provider_id: string
  patient_id: string
  provider_user_id: string
  patient_user_id: string
  last_position: string
}

/** Demographics of the pair's newest booking in a batch (absent: no booking of that pair in it). */
export interface PairProfile {
  full_name: string
  medical_record_number: string
  dob: string
  gender: string
  contact: string
  profile_position: string
}

export type PairWithProfile = PairRow & Partial<PairProfile>

export interface FactRow {
  kind: 'APPOINTMENT' | 'RECORD'
  source_id: string
  provider_id: string
  patient_id: string
  active: boolean
  visit_at: string | null
  last_position: string
}

/** The fact an event states about one appointment or record (null: not an event of this projection). */
export function factOf(e: EventEnvelope<any>): FactRow | null {
  const p = e.payload
  const base = { provider_id: p.providerId, patient_id: p.patientId, last_position: e.position }
  switch (e.type) {
    case 'AppointmentBooked':
      return { ...base, kind: 'APPOINTMENT', source_id: p.appointmentId, active: true, visit_at: null }
    case 'AppointmentCancelled':
      return { ...base, kind: 'APPOINTMENT', source_id: p.appointmentId, active: false, visit_at: null }
    case 'SessionEnded':
      return { ...base, kind: 'APPOINTMENT', source_id: p.appointmentId, active: true, visit_at: p.scheduledAt }
    case 'MedicalRecordCreated':
    case 'MedicalRecordUpdated':
      return { ...base, kind: 'RECORD', source_id: p.recordId, active: true, visit_at: p.visitDate }
    default:
      return null
  }
}

export const pairKey = (r: { provider_id: string; patient_id: string }) => `${r.provider_id}/${r.patient_id}`

/**
 * What a batch changes: per pair its ids, newest position and its newest booking's demographics;
 * per fact its newest state (a late, older event never overwrites a newer fact); per patient the
 * newest profile change (PatientProfileUpdated), for all of that patient's pairs.
 */
export function foldSummaryBatch(events: EventEnvelope<any>[]) {
  const pairs = new Map<string, PairWithProfile>()
  const facts = new Map<string, FactRow>()
  const patientProfiles = new Map<string, Record<string, unknown>>()
  for (const e of events) {
    if (e.type === 'PatientProfileUpdated') {
      // the patient changed their profile: every provider's copy of it, the newest change wins
      const d = e.payload.demographics
      patientProfiles.set(e.payload.profileId, {
        patient_id: e.payload.profileId,
        full_name: d.fullName,
        dob: d.dob,
        gender: d.gender,
        contact: d.phone,
        profile_position: e.position,
      })
      continue
    }
    const fact = factOf(e)
    if (!fact) continue
    const p = e.payload
    const key = pairKey(fact)
    const pair = pairs.get(key)
    const newerBooking =
      e.type === 'AppointmentBooked' && (!pair?.profile_position || BigInt(pair.profile_position) < BigInt(e.position))
    pairs.set(key, {
      ...pair,
      provider_id: p.providerId,
      patient_id: p.patientId,
      provider_user_id: pair?.provider_user_id ?? p.providerUserId,
      patient_user_id: pair?.patient_user_id ?? p.patientUserId,
      last_position: pair ? laterPosition(pair.last_position, e.position) : e.position,
      ...(newerBooking
        ? {
            full_name: p.patientName,
            medical_record_number: p.patientMedicalRecordNumber,
            dob: p.patientDob,
            gender: p.patientGender,
            contact: p.patientContact,
            profile_position: e.position,
          }
        : {}),
    })
    const factKey = `${fact.kind}/${fact.source_id}`
    const seen = facts.get(factKey)
    if (!seen || BigInt(seen.last_position) < BigInt(fact.last_position)) facts.set(factKey, fact)
  }
  return {
    pairs: [...pairs.values()],
    facts: [...facts.values()],
    patientProfiles: [...patientProfiles.values()],
  }
}
