import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, currentUser, exposePosition, pageRequest, parseBody } from '#modules/kernel/index'
import { acceptWaitlistOffer, declineWaitlistOffer } from '../commands/answer-waitlist-offer.js'
import { joinWaitlist } from '../commands/join-waitlist.js'
import { leaveWaitlist } from '../commands/leave-waitlist.js'
import { joinWaitlistRequestSchema, waitlistIdParams } from '../contracts/waitlist.js'
import { findWaitlistEntry, listWaitlistPage } from '../queries/waitlist.js'

/** The waitlist screen shows this many entries before 'Muat lebih banyak'. */
const WAITLIST_PAGE = 20

/** docs/waitlist.md: a patient's waitlist entries and the offers of freed slots. Patients only (routes.ts). */
export default class WaitlistController {
  async index(ctx: HttpContext) {
    return listWaitlistPage(currentUser(ctx).id, pageRequest(ctx.request.qs(), WAITLIST_PAGE))
  }

  async store(ctx: HttpContext) {
    const input = parseBody(joinWaitlistRequestSchema, ctx.request.body())
    const { entryId, position } = await joinWaitlist(input, commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(201).send(await findWaitlistEntry(currentUser(ctx).id, entryId))
  }

  async destroy(ctx: HttpContext) {
    const { id } = parseBody(waitlistIdParams, ctx.params)
    const { status, position } = await leaveWaitlist(id, commandContext(ctx))
    exposePosition(ctx, position)
    return { id, status }
  }

  async accept(ctx: HttpContext) {
    const { id } = parseBody(waitlistIdParams, ctx.params)
    const { appointment, position } = await acceptWaitlistOffer(id, commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(201).send(appointment)
  }

  async decline(ctx: HttpContext) {
    const { id } = parseBody(waitlistIdParams, ctx.params)
    const { position } = await declineWaitlistOffer(id, commandContext(ctx))
    exposePosition(ctx, position)
    return { id, status: 'DECLINED' }
  }
}
