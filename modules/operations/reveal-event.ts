import type { Database } from '@adonisjs/lucid/database'
import type { Consumer } from '#events/consumer'
import { appendEvents } from '#events/outbox'
import { EventRevealedV1 } from '#events/operations/event-revealed'
import { patientOfEvent, redactPayload } from '#events/redaction'
import { notFound, type CommandContext } from '#modules/kernel/index'
import { recordEventRevealed } from '#modules/records/index'
import type { Role } from '#modules/identity/index'
import { eventRowsByIds } from './events-browser.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * An admin opens one event whole (issue 24): the reason is required, EventRevealed is appended
 * (the operators' audit trail) and, when the event concerns a patient, a line is written to that
 * patient's access trail — in one transaction, before the payload leaves the server.
 */
export async function revealEvent(db: Database, eventId: string, reason: string, ctx: CommandContext, consumers: Consumer[]) {
  if (!UUID.test(eventId)) throw notFound('operations.event_not_found')
  const row = await db.from('event_log').where('id', eventId).select('id', 'type', 'version', 'payload').first()
  if (!row) throw notFound('operations.event_not_found')
  const { redactedFields } = redactPayload(row.type, Number(row.version), row.payload)
  const patientId = patientOfEvent(row.type, Number(row.version), row.payload)
  const position = await db.transaction(async (trx) => {
    const revealed = EventRevealedV1.create(row.id, {
      eventId: row.id,
      eventType: row.type,
      patientId,
      fields: redactedFields,
      reason,
    })
    const at = await appendEvents(trx, [revealed], { actorId: ctx.actor?.userId ?? null, correlationId: ctx.correlationId })
    if (patientId && ctx.actor) {
      const reader = { userId: ctx.actor.userId, role: ctx.actor.role as Role, requestId: ctx.correlationId }
      await recordEventRevealed(reader, patientId, row.id, trx)
    }
    return at
  })
  const [event] = await eventRowsByIds(db.connection(), [row.id], consumers, true)
  return { event, position }
}
