import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, exposePosition, parseBody, sendArrayPage } from '#modules/kernel/index'
import { createMedicalRecord } from '../commands/create-medical-record.js'
import { updateMedicalRecord } from '../commands/update-medical-record.js'
import { listEntries, recordAccess } from '../commands/record-access.js'
import { canReadPatientRecords } from '../domain/access.js'
import { countPatientRecords, pagePatientRecords } from '../queries/records.js'
import { actorOf } from './actor.js'
import { patientListRequest } from './patient-list-request.js'
import { createRecordSchema, patientRecordsQuerySchema, updateRecordSchema, uuidParam } from './schemas.js'

/** Default page of a patient's records (?limit= up to MAX_PAGE_SIZE); docs/api-paging.md. */
export const PATIENT_RECORDS_DEFAULT_LIMIT = 50

/** The patient themself or a treating provider: one page, newest visit first, audited. */
async function recordsPage(ctx: HttpContext) {
  const { patientId, actor, page } = await patientListRequest(ctx, PATIENT_RECORDS_DEFAULT_LIMIT, canReadPatientRecords)
  const { status } = parseBody(patientRecordsQuerySchema, ctx.request.qs())
  const result = await pagePatientRecords(patientId, page, status)
  await recordAccess(actor, listEntries('READ', 'record', result.items, patientId))
  return result
}

export default class RecordsController {
  /** GET /api/patients/:patientId/records (spec path): an array; the next page in `Link`. */
  async index(ctx: HttpContext) {
    return sendArrayPage(ctx, await recordsPage(ctx))
  }

  /** GET /api/patients/:patientId/records/page: { items, nextCursor }. */
  async page(ctx: HttpContext) {
    return recordsPage(ctx)
  }

  /** GET /api/patients/:patientId/records/count: { count } for the dashboard tile (no record is shown, so nothing is audited). */
  async count(ctx: HttpContext) {
    const { patientId } = await patientListRequest(ctx, 1, canReadPatientRecords)
    return { count: await countPatientRecords(patientId) }
  }

  /** POST /api/medical-records — a treating provider; 201 with the record. */
  async store(ctx: HttpContext) {
    const input = parseBody(createRecordSchema, ctx.request.body())
    const { record, position } = await createMedicalRecord(input, await actorOf(ctx), commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(201).send(record)
  }

  /** PATCH /api/medical-records/:id — the author changes in place (history kept); another treating provider adds an addendum (201). */
  async update(ctx: HttpContext) {
    const id = uuidParam.parse(ctx.params.id)
    const input = parseBody(updateRecordSchema, ctx.request.body())
    const { record, position, addendum } = await updateMedicalRecord(id, input, await actorOf(ctx), commandContext(ctx))
    exposePosition(ctx, position)
    // Another provider's entry is never rewritten: their correction is a new entry (an addendum).
    return addendum ? ctx.response.status(201).send(record) : record
  }
}
