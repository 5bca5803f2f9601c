import type { HttpContext } from '@adonisjs/core/http'
import { parseBody, sendArrayPage } from '#modules/kernel/index'
import { canReadAccessLog } from '../domain/access.js'
import { pagePatientAccessLog } from '../queries/access-log.js'
import { patientListRequest } from './patient-list-request.js'
import { accessLogQuerySchema } from './schemas.js'

/** Default page of the access trail (?limit= up to MAX_PAGE_SIZE); docs/api-paging.md. */
export const ACCESS_LOG_DEFAULT_LIMIT = 50

/** The patient themself: who opened or changed what, when — one page, newest first. */
async function accessLogPage(ctx: HttpContext) {
  const { patientId, actor, page } = await patientListRequest(ctx, ACCESS_LOG_DEFAULT_LIMIT, canReadAccessLog)
  const { others } = parseBody(accessLogQuerySchema, ctx.request.qs())
  return pagePatientAccessLog(patientId, page, others ? actor.userId : null)
}

export default class AccessLogController {
  /** GET /api/patients/:patientId/access-log (spec-style array; the next page in `Link`). */
  async index(ctx: HttpContext) {
    return sendArrayPage(ctx, await accessLogPage(ctx))
  }

  /** GET /api/patients/:patientId/access-log/page: { items, nextCursor }. */
  async page(ctx: HttpContext) {
    return accessLogPage(ctx)
  }
}
