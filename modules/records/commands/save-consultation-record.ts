import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import { getAppointmentForParticipant } from '#modules/scheduling/index'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import {
  decideConsultationSave,
  type ConsultationSave,
  type ConsultationSaveState,
  type SaveRefusal,
} from '../domain/consultation-record.js'
import type { RecordContentInput } from '../domain/record-fields.js'
import type { RecordsActor } from '../queries/actor.js'
import { recordDto, rowContent } from '../queries/record-dto.js'
import { relationTo } from '../queries/relation.js'
import { isSessionClosed, lockAppointmentRecords } from './appointment-lock.js'
import { contentColumns } from './create-medical-record.js'
import { insertMedicalRecord } from './insert-medical-record.js'
import { recordAccess } from './record-access.js'
import { recordUpdatedEvent } from './record-updated-event.js'
import { loadCatalogue } from './resolve-coding.js'

export { SESSION_OVER_MESSAGE, SESSION_SERVICE_TYPE } from '../domain/consultation-record.js'

const refused = (r: SaveRefusal) => new DomainError(r.status, r.message, r.fields)

/**
 * The consultation screen saves vital signs and session notes into the visit's own record:
 * created on the first save as DRAFT, updated on later saves while the appointment is SCHEDULED,
 * finalised when the session ends. Draft saves keep no revisions — the draft is work in progress
 * until the session ends. Load (the record and the session's mark under the appointment's records
 * lock) -> decideConsultationSave (pure, domain/consultation-record.ts) -> write + append, one transaction.
 */
export async function saveConsultationRecord(
  appointmentId: string,
  input: RecordContentInput,
  actor: RecordsActor,
  ctx: CommandContext
) {
  const command: ConsultationSave = { appointmentId, input, actor }
  const outside = await loadAppointmentState(command, actor)
  return db.transaction(async (trx) => {
    // serialised with the session's finalisation: a save as the session ends is refused or finalised
    await lockAppointmentRecords(trx, appointmentId)
    const existing = await trx
      .from('medical_records')
      .where({ appointment_id: appointmentId, session_record: true })
      .forUpdate()
      .first()
    const state: ConsultationSaveState = {
      ...outside,
      sessionClosed: await isSessionClosed(trx, appointmentId),
      existing: existing ? { id: existing.id, content: rowContent(existing) } : null,
    }
    const decision = decideConsultationSave(command, state)
    if (!decision.ok) throw refused(decision)
    switch (decision.action) {
      case 'create': {
        const entry = {
          patient: decision.patient,
          appointmentId,
          visitDate: decision.visitDate,
          status: 'DRAFT' as const,
          sessionRecord: true,
          columns: contentColumns(decision.content),
          fields: decision.fields,
        }
        const { record, position } = await insertMedicalRecord(trx, actor, entry, ctx)
        return { record, created: true, position }
      }
      case 'unchanged': {
        const read = {
          action: 'READ' as const,
          resourceType: 'record' as const,
          resourceId: existing.id,
          patientId: existing.patient_id,
        }
        await recordAccess(actor, [read], trx)
        return { record: recordDto(existing), created: false, position: null as string | null }
      }
      case 'update':
        return { ...(await writeDraft(trx, decision, actor, ctx)), created: false }
    }
  })
}

/** The appointment, the provider's relation to its patient and the codes' catalogue entries (read before the lock). */
async function loadAppointmentState(command: ConsultationSave, actor: RecordsActor) {
  const appointment = await getAppointmentForParticipant(command.appointmentId, actor.userId)
  const relation = appointment ? await relationTo(actor, appointment.patientId) : { isSelf: false, treats: false }
  return {
    appointment: appointment && {
      status: appointment.status,
      providerUserId: appointment.provider.userId,
      patientId: appointment.patientId,
      patientUserId: appointment.patient.userId,
      patientName: appointment.patient.fullName,
      scheduledAt: new Date(appointment.scheduledAt),
      complaint: appointment.complaint ?? null,
    },
    relation,
    catalogue: await loadCatalogue(command.input.coding),
  }
}

async function writeDraft(
  trx: TransactionClientContract,
  decision: Extract<ReturnType<typeof decideConsultationSave>, { action: 'update' }>,
  actor: RecordsActor,
  ctx: CommandContext
) {
  const [row] = await trx
    .from('medical_records')
    .where('id', decision.recordId)
    .update({ ...contentColumns(decision.changes), updated_by: actor.userId, updated_by_name: actor.name, updated_at: new Date() })
    .returning('*')
  await recordAccess(actor, [{ action: 'UPDATE', resourceType: 'record', resourceId: row.id, patientId: row.patient_id }], trx)
  const record = recordDto(row)
  const event = recordUpdatedEvent(row, {
    ...decision.change,
    visitDate: record.visitDate,
    status: record.status,
    updatedAt: record.updatedAt,
    coding: record.coding,
  })
  const position = await appendEvents(trx, [event], { actorId: actor.userId, correlationId: ctx.correlationId })
  return { record, position }
}
