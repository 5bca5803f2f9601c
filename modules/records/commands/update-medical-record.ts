import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { recordUpdatedEvent } from './record-updated-event.js'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { correctionOf } from '../domain/access.js'
import { changedFields, contentChanges, type RecordContentInput } from '../domain/record-fields.js'
import type { RecordsActor } from '../queries/actor.js'
import { relationTo } from '../queries/relation.js'
import { recordDto, rowContent } from '../queries/record-dto.js'
import { contentColumns, createMedicalRecord } from './create-medical-record.js'
import { loadRecord } from './load-record.js'
import { recordAccess } from './record-access.js'
import { withCheckedCoding } from './resolve-coding.js'

/**
 * Corrects a record (docs/product.md#medical-records, PATCH /api/medical-records/:id). Its author (still treating the
 * patient) changes it in place; the version being replaced is kept in medical_record_revisions
 * with who and when (Permenkes 24/2022: a correction never erases what was written). Another
 * treating provider's correction becomes their own addendum entry pointing at the original,
 * which stays untouched (`addendum: true`, answered 201).
 */
export async function updateMedicalRecord(recordId: string, given: RecordContentInput, actor: RecordsActor, ctx: CommandContext) {
  let input = given
  // Authorised before the transaction: who wrote a record and whose it is never change, and
  // the lookups then need no second connection while the row is locked.
  const current = await loadRecord(db.connection(), recordId)
  const decision = correctionOf(actor, { createdBy: current.created_by }, await relationTo(actor, current.patient_id))
  if (!decision.ok) throw new DomainError(decision.status, decision.message)
  if (decision.mode === 'addendum') {
    const added = await createMedicalRecord({ ...input, patientId: current.patient_id, amendsRecordId: current.id }, actor, ctx)
    return { ...added, addendum: true }
  }
  input = await withCheckedCoding(input)
  const changes = contentChanges(input)

  return db.transaction(async (trx) => {
    const row = await loadRecord(trx, recordId, { forUpdate: true })

    const fields = changedFields(rowContent(row), changes)
    if (fields.length === 0) {
      // Nothing to correct; the caller still gets (reads) the whole record back.
      await recordAccess(actor, [{ action: 'READ', resourceType: 'record', resourceId: row.id, patientId: row.patient_id }], trx)
      return { record: recordDto(row), position: null as string | null, addendum: false }
    }

    const revision = Number(row.revision) + 1
    await trx.table('medical_record_revisions').insert({
      record_id: row.id,
      revision,
      previous: JSON.stringify({
        ...rowContent(row),
        status: row.status,
        updatedBy: row.updated_by ?? row.created_by,
        updatedByName: row.updated_by_name ?? row.created_by_name,
        updatedAt: new Date(row.updated_at).toISOString(),
      }),
      changed_fields: JSON.stringify(fields),
      changed_by: actor.userId,
      changed_by_name: actor.name,
      changed_by_role: actor.role,
    })
    const changed = Object.fromEntries(fields.map((f) => [f, changes[f]]))
    const [updated] = await trx
      .from('medical_records')
      .where('id', row.id)
      .update({
        ...contentColumns(changed),
        revision,
        updated_by: actor.userId,
        updated_by_name: actor.name,
        updated_at: new Date(),
      })
      .returning('*')
    await recordAccess(actor, [{ action: 'UPDATE', resourceType: 'record', resourceId: row.id, patientId: row.patient_id }], trx)
    const record = recordDto(updated)
    const position = await appendEvents(
      trx,
      [
        recordUpdatedEvent(row, {
          visitDate: record.visitDate,
          status: record.status,
          change: 'CORRECTED',
          changedFields: fields,
          revision,
          updatedBy: actor.userId,
          updatedAt: record.updatedAt,
          coding: record.coding,
        }),
      ],
      { actorId: actor.userId, correlationId: ctx.correlationId }
    )
    return { record, position, addendum: false }
  })
}
