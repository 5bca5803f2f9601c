import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, DomainError, exposePosition, parseBody } from '#modules/kernel/index'
import { createMedicalRecord } from '../commands/create-medical-record.js'
import { updateMedicalRecord } from '../commands/update-medical-record.js'
import { listEntries, recordAccess } from '../commands/record-access.js'
import { canReadPatientRecords } from '../domain/access.js'
import { listPatientRecords } from '../queries/records.js'
import { relationTo } from '../queries/relation.js'
import { actorOf } from './actor.js'
import { createRecordSchema, updateRecordSchema, uuidParam } from './schemas.js'

export default class RecordsController {
  /** GET /api/patients/:patientId/records — the patient themself or a treating provider. */
  async index(ctx: HttpContext) {
    const patientId = uuidParam.parse(ctx.params.patientId)
    const actor = await actorOf(ctx)
    const decision = canReadPatientRecords(actor, await relationTo(actor, patientId))
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    const records = await listPatientRecords(patientId)
    await recordAccess(actor, listEntries('READ', 'record', records, patientId))
    return records
  }

  /** POST /api/medical-records — a treating provider; 201 with the record. */
  async store(ctx: HttpContext) {
    const input = parseBody(createRecordSchema, ctx.request.body())
    const { record, position } = await createMedicalRecord(input, await actorOf(ctx), commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(201).send(record)
  }

  /** PATCH /api/medical-records/:id — the author or a treating provider; history kept. */
  async update(ctx: HttpContext) {
    const id = uuidParam.parse(ctx.params.id)
    const input = parseBody(updateRecordSchema, ctx.request.body())
    const { record, position } = await updateMedicalRecord(id, input, await actorOf(ctx), commandContext(ctx))
    exposePosition(ctx, position)
    return record
  }
}
