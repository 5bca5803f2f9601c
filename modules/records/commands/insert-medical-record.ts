import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import { MedicalRecordCreatedV1 } from '#events/records/medical-record-created'
import type { CommandContext } from '#modules/kernel/index'
import type { RecordsActor } from '../queries/actor.js'
import { recordDto } from '../queries/record-dto.js'
import { recordAccess } from './record-access.js'

export interface NewMedicalRecord {
  patient: { id: string; userId: string; fullName: string }
  appointmentId: string | null
  visitDate: Date
  status: 'DRAFT' | 'FINAL'
  sessionRecord: boolean
  amendsRecordId?: string | null
  /** The content columns (contentColumns), with any defaults the caller fills in. */
  columns: Record<string, unknown>
  /** The content fields the provider gave: named in the event, never their values. */
  fields: string[]
}

/**
 * One new entry by `actor`, inside the caller's transaction: the row with its provenance, the
 * CREATE in the access trail and MedicalRecordCreated v1. Shared by the records page and the
 * consultation screen so both write the same provenance and the same event.
 */
export async function insertMedicalRecord(
  trx: TransactionClientContract,
  actor: RecordsActor,
  entry: NewMedicalRecord,
  ctx: CommandContext
) {
  const [row] = await trx
    .table('medical_records')
    .insert({
      ...entry.columns,
      patient_id: entry.patient.id,
      patient_user_id: entry.patient.userId,
      patient_name: entry.patient.fullName,
      provider_id: actor.profileId,
      provider_user_id: actor.userId,
      provider_name: actor.name,
      provider_role: actor.providerRole,
      appointment_id: entry.appointmentId,
      amends_record_id: entry.amendsRecordId ?? null,
      visit_date: entry.visitDate,
      status: entry.status,
      session_record: entry.sessionRecord,
      created_by: actor.userId,
      created_by_name: actor.name,
    })
    .returning('*')
  await recordAccess(actor, [{ action: 'CREATE', resourceType: 'record', resourceId: row.id, patientId: entry.patient.id }], trx)
  const record = recordDto(row)
  const position = await appendEvents(
    trx,
    [
      MedicalRecordCreatedV1.create(row.id, {
        recordId: row.id,
        patientId: entry.patient.id,
        patientUserId: entry.patient.userId,
        providerId: row.provider_id,
        providerUserId: actor.userId,
        appointmentId: record.appointmentId,
        visitDate: record.visitDate,
        status: entry.status,
        sessionRecord: entry.sessionRecord,
        fields: entry.fields,
        createdBy: actor.userId,
        ...(entry.amendsRecordId ? { amendsRecordId: entry.amendsRecordId } : {}),
        createdAt: record.createdAt,
        ...(record.coding ? { coding: record.coding } : {}),
      }),
    ],
    { actorId: actor.userId, correlationId: ctx.correlationId }
  )
  return { record, position }
}
