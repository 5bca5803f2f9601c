import type { HttpContext } from '@adonisjs/core/http'
import { z } from 'zod'
import { currentUser, notFound, pageRequest, parseBody } from '#modules/kernel/index'
import { providerTreatsPatientNow } from '#modules/records/index'
import { exchangeQueueQuerySchema } from '../contracts/exchange-status.js'
import { exchangeSummary, findRecordExchange, pageExchangeQueue } from '../queries/exchange-queue.js'
import { retryExchange } from '../commands/retry-exchange.js'

const idParam = z.uuid({ message: 'ID tidak valid' })

/** Default page of the admin queue (?limit= up to MAX_PAGE_SIZE). */
export const QUEUE_DEFAULT_LIMIT = 25

export default class ExchangeController {
  /** GET /api/medical-records/:id/satusehat: the record's provider or an admin. */
  async recordStatus(ctx: HttpContext) {
    const parsed = idParam.safeParse(ctx.params.id)
    if (!parsed.success) throw notFound('satusehat.not_queued')
    const user = currentUser(ctx)
    const found = await findRecordExchange(parsed.data)
    // Not queued, not yours and no longer treated (window closed, verification withdrawn: the
    // records access rule) all look the same: no record id is confirmed to strangers (issue 24).
    if (!found) throw notFound('satusehat.not_queued')
    if (user.role === 'ADMIN') return found.dto
    if (found.row.provider_user_id !== user.id || !(await providerTreatsPatientNow(user, found.row.patient_id))) {
      throw notFound('satusehat.not_queued')
    }
    return found.dto
  }

  /** GET /api/admin/fhir-exchange?status=&cursor=&limit=: { items, nextCursor }. */
  async queue(ctx: HttpContext) {
    const qs = ctx.request.qs()
    const query = parseBody(exchangeQueueQuerySchema, qs)
    return pageExchangeQueue(query.status, pageRequest(qs, QUEUE_DEFAULT_LIMIT))
  }

  /** GET /api/admin/fhir-exchange/summary: configured? and counts per status. */
  async summary() {
    return exchangeSummary()
  }

  /** POST /api/admin/fhir-exchange/:id/retry: a failed or withheld entry is queued again. */
  async retry(ctx: HttpContext) {
    const parsed = idParam.safeParse(ctx.params.id)
    if (!parsed.success) throw notFound('satusehat.exchange_not_found')
    return retryExchange(parsed.data)
  }
}
