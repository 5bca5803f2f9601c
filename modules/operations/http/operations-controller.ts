import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { commandContext, exposePosition, pageRequest, parseBody } from '#modules/kernel/index'
import {
  deadLetterListSchema,
  discardDeadLetterSchema,
  eventSearchSchema,
  revealEventSchema,
  retryAllSchema,
  type ConsumersDto,
  type OutboxDto,
} from '../contracts/operations.js'
import { consumerStatuses, outboxStatus } from '../status/consumer-status.js'
import { listDeadLetters, openDeadLetter } from '../dead-letters/list-dead-letters.js'
import { discardDeadLetter, retryAllDeadLetters, retryDeadLetter } from '../dead-letters/resolve-dead-letter.js'
import { searchEvents } from '../events-browser.js'
import { revealEvent } from '../reveal-event.js'
import { publish } from '../live.js'
import { eventSystem } from './event-system.js'

/** The operators' console: consumers, outbox, dead letters, event browser (ADMIN only; docs/operations.md). */
export default class OperationsController {
  async consumers(ctx: HttpContext): Promise<ConsumersDto> {
    const system = await eventSystem(ctx)
    return { transport: system.transport.name, consumers: await consumerStatuses(db.connection(), system.consumers) }
  }

  async outbox(): Promise<OutboxDto> {
    return outboxStatus(db.connection())
  }

  async deadLetters(ctx: HttpContext) {
    const { consumer, type, status } = parseBody(deadLetterListSchema, ctx.request.qs())
    return listDeadLetters(db.connection(), { consumer, type, status }, pageRequest(ctx.request.qs(), 25))
  }

  async deadLetter(ctx: HttpContext) {
    const system = await eventSystem(ctx)
    return openDeadLetter(db.connection(), ctx.params.id, system.consumers)
  }

  async retry(ctx: HttpContext) {
    const system = await eventSystem(ctx)
    const result = await retryDeadLetter(system, ctx.params.id, commandContext(ctx))
    exposePosition(ctx, result.position)
    publish({ kind: 'dead-letter', deadLetterId: ctx.params.id })
    return openDeadLetter(db.connection(), ctx.params.id, system.consumers)
  }

  async retryAll(ctx: HttpContext) {
    const { consumer } = parseBody(retryAllSchema, ctx.request.body())
    const system = await eventSystem(ctx)
    const result = await retryAllDeadLetters(system, consumer, commandContext(ctx))
    publish({ kind: 'dead-letter' })
    return result
  }

  async discard(ctx: HttpContext) {
    const { reason } = parseBody(discardDeadLetterSchema, ctx.request.body())
    const system = await eventSystem(ctx)
    const result = await discardDeadLetter(db, ctx.params.id, reason, commandContext(ctx))
    exposePosition(ctx, result.position)
    publish({ kind: 'dead-letter', deadLetterId: ctx.params.id })
    return openDeadLetter(db.connection(), ctx.params.id, system.consumers)
  }

  async events(ctx: HttpContext) {
    const { limit: _limit, cursor: _cursor, ...search } = parseBody(eventSearchSchema, ctx.request.qs())
    const system = await eventSystem(ctx)
    return searchEvents(db.connection(), search, pageRequest(ctx.request.qs(), 25), system.consumers)
  }

  /** POST /api/admin/events/:id/reveal {reason}: one event whole; audited (EventRevealed, the patient's access trail). */
  async reveal(ctx: HttpContext) {
    const { reason } = parseBody(revealEventSchema, ctx.request.body())
    const system = await eventSystem(ctx)
    const { event, position } = await revealEvent(db, ctx.params.id, reason, commandContext(ctx), system.consumers)
    exposePosition(ctx, position)
    return event
  }
}
