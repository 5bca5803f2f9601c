import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, exposePosition, parseBody } from '#modules/kernel/index'
import { saveConsultationRecord } from '../commands/save-consultation-record.js'
import { actorOf } from './actor.js'
import { consultationRecordSchema, uuidParam } from './schemas.js'

export default class ConsultationRecordController {
  /** PUT /api/consultations/:appointmentId/record — the appointment's provider; 201 first time, then 200. */
  async save(ctx: HttpContext) {
    const appointmentId = uuidParam.parse(ctx.params.appointmentId)
    const input = parseBody(consultationRecordSchema, ctx.request.body())
    const { record, created, position } = await saveConsultationRecord(appointmentId, input, await actorOf(ctx), commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(created ? 201 : 200).send(record)
  }
}
