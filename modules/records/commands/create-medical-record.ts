import db from '@adonisjs/lucid/services/db'
import { findPatientProfile } from '#modules/identity/index'
import { getAppointmentForParticipant } from '#modules/scheduling/index'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import { canWriteForPatient } from '../domain/access.js'
import {
  COLUMN_OF,
  contentChanges,
  EMPTY_RECORD_MESSAGE,
  hasClinicalContent,
  type RecordContentInput,
} from '../domain/record-fields.js'
import type { RecordsActor } from '../queries/actor.js'
import { relationTo } from '../queries/relation.js'
import { insertMedicalRecord } from './insert-medical-record.js'
import { withCheckedCoding } from './resolve-coding.js'

export type CreateRecordInput = RecordContentInput & {
  patientId: string
  appointmentId?: string | null
  /** Set by the correction of another provider's entry (update-medical-record.ts), never by the client. */
  amendsRecordId?: string | null
}

export { EMPTY_RECORD_MESSAGE }

export function refuseEmpty(): never {
  throw new DomainError(422, EMPTY_RECORD_MESSAGE, [{ field: 'body', message: EMPTY_RECORD_MESSAGE }])
}

/** Snake-case columns for the content fields the input carried. */
export function contentColumns(changes: ReturnType<typeof contentChanges>) {
  const out: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(changes)) {
    const column = COLUMN_OF[field as keyof typeof COLUMN_OF]
    // node-postgres would send an object as text; jsonb wants JSON text
    out[column] = (field === 'vitalSigns' || field === 'coding') && value !== null ? JSON.stringify(value) : value
  }
  return out
}

/**
 * A provider adds an entry to the record of a patient they treat (docs/product.md#medical-records, POST
 * /api/medical-records). The provider is the signed-in one, never the client's word; an
 * appointment, when named, must be this provider's with this patient.
 */
export async function createMedicalRecord(given: CreateRecordInput, actor: RecordsActor, ctx: CommandContext) {
  let input = given
  const decision = canWriteForPatient(actor, await relationTo(actor, input.patientId))
  if (!decision.ok) throw new DomainError(decision.status, decision.message, [{ field: 'patientId', message: decision.message }])
  const patient = await findPatientProfile(input.patientId)
  if (!patient) throw notFound('records.patient_not_found')

  if (input.appointmentId) {
    const appointment = await getAppointmentForParticipant(input.appointmentId, actor.userId)
    const fits =
      appointment !== null &&
      appointment.provider.userId === actor.userId &&
      appointment.patientId === input.patientId &&
      appointment.status !== 'CANCELLED'
    if (!fits) {
      const message = 'records.appointment_mismatch'
      throw new DomainError(422, message, [{ field: 'appointmentId', message }])
    }
  }

  input = await withCheckedCoding(input)
  const changes = contentChanges(input)
  if (!hasClinicalContent(changes)) refuseEmpty()
  const visitDate = (changes.visitDate as Date | undefined) ?? new Date()

  return db.transaction((trx) =>
    insertMedicalRecord(
      trx,
      actor,
      {
        patient,
        appointmentId: input.appointmentId ?? null,
        amendsRecordId: input.amendsRecordId ?? null,
        visitDate,
        status: 'FINAL',
        sessionRecord: false,
        columns: { ...contentColumns(changes), handling_provider: changes.handlingProvider ?? actor.name },
        fields: Object.keys(changes),
      },
      ctx
    )
  )
}
