import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#modules/kernel/index'
import { canReadAccessLog } from '../domain/access.js'
import { listAccessLog } from '../queries/access-log.js'
import { relationTo } from '../queries/relation.js'
import { actorOf } from './actor.js'
import { uuidParam } from './schemas.js'

export default class AccessLogController {
  /** GET /api/patients/:patientId/access-log — the patient themself: who opened or changed what, when. */
  async index(ctx: HttpContext) {
    const patientId = uuidParam.parse(ctx.params.patientId)
    const actor = await actorOf(ctx)
    const decision = canReadAccessLog(actor, await relationTo(actor, patientId))
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    return listAccessLog(patientId)
  }
}
