import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { DocumentVisibilityChangedV1 } from '#events/records/document-visibility-changed'
import { DomainError, notFound, type CommandContext } from '#modules/kernel/index'
import { canChangeDocumentVisibility } from '../domain/access.js'
import type { RecordsActor } from '../queries/actor.js'
import { relationTo } from '../queries/relation.js'
import { documentDto, DOCUMENT_NOT_FOUND } from '../queries/document-dto.js'
import { documentFacts } from '../queries/documents.js'
import { recordAccess } from './record-access.js'

/** A treating provider hides a document from the patient or shows it again (docs/product.md#documents). */
export async function setDocumentVisibility(uploadId: string, hidden: boolean, actor: RecordsActor, ctx: CommandContext) {
  // Authorised before the transaction (a document's patient never changes), so no second
  // connection is needed while the row is locked.
  const current = await db
    .from('uploads')
    .where('id', uploadId)
    .select('patient_id', 'hidden', 'withdrawn_at', 'conversation_id', 'provider_id')
    .first()
  if (!current?.patient_id) throw notFound(DOCUMENT_NOT_FOUND)
  const decision = canChangeDocumentVisibility(actor, await relationTo(actor, current.patient_id), documentFacts(current))
  if (!decision.ok) throw new DomainError(decision.status, decision.message)

  return db.transaction(async (trx) => {
    const row = await trx.from('uploads').where('id', uploadId).forUpdate().first()
    if (!row) throw notFound(DOCUMENT_NOT_FOUND)
    if (row.hidden === hidden) {
      await recordAccess(actor, [{ action: 'READ', resourceType: 'document', resourceId: row.id, patientId: row.patient_id }], trx)
      return { document: documentDto(row), position: null as string | null }
    }

    const now = new Date()
    const [updated] = await trx
      .from('uploads')
      .where('id', uploadId)
      .update({ hidden, visibility_changed_by: actor.userId, visibility_changed_at: now })
      .returning('*')
    await recordAccess(
      actor,
      [{ action: hidden ? 'HIDE' : 'SHOW', resourceType: 'document', resourceId: row.id, patientId: row.patient_id }],
      trx
    )
    const position = await appendEvents(
      trx,
      [
        DocumentVisibilityChangedV1.create(row.id, {
          uploadId: row.id,
          patientId: row.patient_id,
          patientUserId: row.patient_user_id,
          providerId: actor.profileId!,
          providerUserId: actor.userId,
          appointmentId: row.appointment_id ?? null,
          hidden,
          changedAt: now.toISOString(),
        }),
      ],
      { actorId: actor.userId, correlationId: ctx.correlationId }
    )
    return { document: documentDto(updated), position }
  })
}
