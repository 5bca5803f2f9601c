import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { IntakeAnswers, PregnancyAnswer } from '../contracts/intake-answers.js'
import { MAX_INTAKE_VERSIONS, type IntakeDto, type IntakeVersionDto } from '../contracts/intake-dto.js'
import { intakeWindow } from '../domain/intake-window.js'
import type { IntakeVersionFacts } from '../domain/questionnaire-response.js'
import type { IntakeAppointment } from './intake-appointment.js'

export interface IntakeVersionRow {
  id: string
  appointment_id: string
  version: number
  patient_id: string
  patient_user_id: string
  provider_user_id: string
  main_complaint: string
  since: string
  pain_score: number
  allergies: string
  medications: string
  chronic_conditions: string
  pregnancy: PregnancyAnswer | null
  pregnancy_applies: boolean
  submitted_at: Date | string
}

export const answersOf = (row: IntakeVersionRow): IntakeAnswers => ({
  mainComplaint: row.main_complaint,
  since: row.since,
  painScore: row.pain_score,
  allergies: row.allergies,
  medications: row.medications,
  chronicConditions: row.chronic_conditions,
  pregnancy: row.pregnancy,
})

export const versionDto = (row: IntakeVersionRow): IntakeVersionDto => ({
  version: row.version,
  ...answersOf(row),
  submittedAt: new Date(row.submitted_at).toISOString(),
})

export const versionFacts = (row: IntakeVersionRow): IntakeVersionFacts => ({
  id: row.id,
  appointmentId: row.appointment_id,
  patientId: row.patient_id,
  version: row.version,
  submittedAt: new Date(row.submitted_at).toISOString(),
  answers: answersOf(row),
})

/** Every version of an appointment's intake, newest first (bounded by MAX_INTAKE_VERSIONS). */
export async function intakeVersions(appointmentId: string, client: QueryClientContract = db.connection()) {
  return (await client
    .from('intake_versions')
    .where('appointment_id', appointmentId)
    .orderBy('version', 'desc')
    .limit(MAX_INTAKE_VERSIONS)) as IntakeVersionRow[]
}

/** The intake as GET and PUT answer it. */
export function intakeDto(appointment: IntakeAppointment, rows: IntakeVersionRow[], now = new Date()): IntakeDto {
  return {
    appointmentId: appointment.id,
    editable: intakeWindow(appointment, now) === 'EDITABLE',
    editableUntil: appointment.joinOpensAt,
    pregnancyApplies: appointment.pregnancyApplies,
    current: rows[0] ? versionDto(rows[0]) : null,
    versions: rows.map((r) => ({ version: r.version, submittedAt: new Date(r.submitted_at).toISOString() })),
  }
}
