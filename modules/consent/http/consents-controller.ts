import type { HttpContext } from '@adonisjs/core/http'
import { z } from 'zod'
import { commandContext, currentUser, exposePosition, notFound, pageRequest, parseBody, serverRequestId } from '#modules/kernel/index'
import { giveConsentRequestSchema } from '../contracts/give-consent-request.js'
import { giveConsent } from '../commands/give-consent.js'
import { withdrawConsent } from '../commands/withdraw-consent.js'
import { pageLedger } from '../queries/ledger.js'

/** Default page of the ledger (?limit= up to MAX_PAGE_SIZE). */
export const CONSENT_LEDGER_DEFAULT_LIMIT = 50

const author = (ctx: HttpContext) => {
  const user = currentUser(ctx)
  return { userId: user.id, role: user.role, requestId: serverRequestId(ctx) }
}

export default class ConsentsController {
  /** GET /api/consents: the caller's ledger, newest first, with each kind's state. */
  async index(ctx: HttpContext) {
    return pageLedger(currentUser(ctx).id, pageRequest(ctx.request.qs(), CONSENT_LEDGER_DEFAULT_LIMIT))
  }

  /** POST /api/consents {kind, version}: 201 with a new entry, 200 when already in force. */
  async store(ctx: HttpContext) {
    const input = parseBody(giveConsentRequestSchema, ctx.request.body())
    const result = await giveConsent(input, author(ctx), commandContext(ctx))
    exposePosition(ctx, result.position)
    const ledger = await pageLedger(currentUser(ctx).id, { limit: 1, cursor: undefined })
    return ctx.response.status(result.created ? 201 : 200).send({ entryId: result.entryId, status: ledger.status })
  }

  /** POST /api/consents/:id/withdraw: 201 with the withdrawal entry; another's entry is 404. */
  async withdraw(ctx: HttpContext) {
    const id = z.uuid().safeParse(ctx.params.id)
    if (!id.success) throw notFound('consent.not_found')
    const result = await withdrawConsent(id.data, author(ctx), commandContext(ctx))
    exposePosition(ctx, result.position)
    const ledger = await pageLedger(currentUser(ctx).id, { limit: 1, cursor: undefined })
    return ctx.response.status(201).send({ entryId: result.entryId, status: ledger.status })
  }
}
