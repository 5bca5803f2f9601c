import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { commandContext, parseBody } from '#modules/kernel/index'
import { startReplaySchema } from '../contracts/operations.js'
import { cancelReplay, getReplay, recentReplays, startReplay } from '../replays/replay-requests.js'
import { publish } from '../live.js'
import { eventSystem } from './event-system.js'

/** Replays started from the operations page: one at a time across nodes, with progress, cancellable. */
export default class ReplaysController {
  async index() {
    return { items: await recentReplays(db.connection()) }
  }

  async store(ctx: HttpContext) {
    const request = parseBody(startReplaySchema, ctx.request.body())
    const system = await eventSystem(ctx)
    const replay = await startReplay(system, request, commandContext(ctx))
    return ctx.response.status(202).send(replay)
  }

  async show(ctx: HttpContext) {
    return getReplay(db.connection(), ctx.params.id)
  }

  async destroy(ctx: HttpContext) {
    const replay = await cancelReplay(db, ctx.params.id, commandContext(ctx))
    publish({ kind: 'replay', replay })
    return ctx.response.status(202).send(replay)
  }
}
