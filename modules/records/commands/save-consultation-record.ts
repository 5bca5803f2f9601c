import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { recordUpdatedEvent } from './record-updated-event.js'
import { getAppointmentForParticipant } from '#modules/scheduling/index'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import { changedFields, contentChanges, hasClinicalContent, type RecordContentInput } from '../domain/record-fields.js'
import type { RecordsActor } from '../queries/actor.js'
import { recordDto, rowContent } from '../queries/record-dto.js'
import { relationTo } from '../queries/relation.js'
import { canWriteForPatient } from '../domain/access.js'
import { isSessionClosed, lockAppointmentRecords } from './appointment-lock.js'
import { contentColumns, refuseEmpty } from './create-medical-record.js'
import { insertMedicalRecord } from './insert-medical-record.js'
import { recordAccess } from './record-access.js'
import { withCheckedCoding } from './resolve-coding.js'

export const SESSION_SERVICE_TYPE = 'Telekonsultasi'
export const SESSION_OVER_MESSAGE = 'records.session_over'

async function ownScheduledAppointment(appointmentId: string, actor: RecordsActor) {
  const appointment = await getAppointmentForParticipant(appointmentId, actor.userId)
  if (!appointment || appointment.provider.userId !== actor.userId) throw notFound('records.appointment_not_found')
  if (appointment.status !== 'SCHEDULED') throw new DomainError(409, SESSION_OVER_MESSAGE)
  // Its own appointment is not enough: verified, and inside the records access window.
  const decision = canWriteForPatient(actor, await relationTo(actor, appointment.patientId))
  if (!decision.ok) throw new DomainError(decision.status, decision.message)
  return appointment
}

/**
 * The consultation screen saves vital signs and session notes into the visit's own record
 * (beyond the spec, so nothing a provider writes is lost): created on the first save as DRAFT,
 * updated on later saves while the appointment is SCHEDULED, finalised when the session ends.
 * Draft saves keep no revisions — the draft is work in progress until the session ends.
 */
export async function saveConsultationRecord(
  appointmentId: string,
  input: RecordContentInput,
  actor: RecordsActor,
  ctx: CommandContext
) {
  if (!hasClinicalContent(contentChanges(input)) && input.vitalSigns === undefined && input.coding === undefined) refuseEmpty()
  const appointment = await ownScheduledAppointment(appointmentId, actor)
  const changes = contentChanges(await withCheckedCoding(input))

  return db.transaction(async (trx) => {
    await lockAppointmentRecords(trx, appointmentId)
    // Checked again under the lock: the session may have ended (and its drafts been finalised) meanwhile.
    if (await isSessionClosed(trx, appointmentId)) throw new DomainError(409, SESSION_OVER_MESSAGE)
    const existing = await trx
      .from('medical_records')
      .where({ appointment_id: appointmentId, session_record: true })
      .forUpdate()
      .first()
    const meta = { actorId: actor.userId, correlationId: ctx.correlationId }

    if (!existing) {
      if (!hasClinicalContent(changes)) refuseEmpty()
      const { record, position } = await insertMedicalRecord(
        trx,
        actor,
        {
          patient: { id: appointment.patientId, userId: appointment.patient.userId, fullName: appointment.patient.fullName },
          appointmentId,
          visitDate: (changes.visitDate as Date | undefined) ?? new Date(appointment.scheduledAt),
          status: 'DRAFT',
          sessionRecord: true,
          columns: {
            ...contentColumns(changes),
            service_type: changes.serviceType ?? SESSION_SERVICE_TYPE,
            handling_provider: changes.handlingProvider ?? actor.name,
            chief_complaint: changes.chiefComplaint ?? (appointment.complaint || null),
          },
          fields: Object.keys(changes),
        },
        ctx
      )
      return { record, created: true, position }
    }

    const fields = changedFields(rowContent(existing), changes)
    if (fields.length === 0) {
      await recordAccess(
        actor,
        [{ action: 'READ', resourceType: 'record', resourceId: existing.id, patientId: existing.patient_id }],
        trx
      )
      return { record: recordDto(existing), created: false, position: null as string | null }
    }
    const changed = Object.fromEntries(fields.map((f) => [f, changes[f]]))
    const [row] = await trx
      .from('medical_records')
      .where('id', existing.id)
      .update({ ...contentColumns(changed), updated_by: actor.userId, updated_by_name: actor.name, updated_at: new Date() })
      .returning('*')
    await recordAccess(actor, [{ action: 'UPDATE', resourceType: 'record', resourceId: row.id, patientId: row.patient_id }], trx)
    const record = recordDto(row)
    const position = await appendEvents(
      trx,
      [
        recordUpdatedEvent(row, {
          visitDate: record.visitDate,
          status: record.status,
          change: 'DRAFT_SAVED',
          changedFields: fields,
          revision: null,
          updatedBy: actor.userId,
          updatedAt: record.updatedAt,
          coding: record.coding,
        }),
      ],
      meta
    )
    return { record, created: false, position }
  })
}
