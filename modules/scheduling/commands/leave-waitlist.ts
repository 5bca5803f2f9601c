import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { WaitlistLeftV1 } from '#events/scheduling/waitlist-left'
import { forbidden, notFound, type CommandContext } from '#modules/kernel/index'
import { freedSlotOf } from './answer-waitlist-offer.js'
import { closeOffer } from './close-waitlist-offer.js'
import { offerFreedSlot } from './offer-freed-slot.js'
import { lockProviderSchedule } from './provider-schedule-lock.js'

/**
 * A patient leaves one of their waitlist entries (others' entries: 404). An open offer of that
 * entry is declined with it and passed to the next patient. Leaving a closed entry changes nothing.
 */
export async function leaveWaitlist(entryId: string, ctx: CommandContext) {
  if (ctx.actor?.role !== 'PATIENT') throw forbidden('scheduling.waitlist_only_patients')
  const userId = ctx.actor.userId
  const entry = await db.from('waitlist_entries').where('id', entryId).first()
  if (!entry || entry.patient_user_id !== userId) throw notFound('scheduling.waitlist_entry_not_found')
  const meta = { actorId: userId, correlationId: ctx.correlationId }

  return db.transaction(async (trx) => {
    await lockProviderSchedule(trx, entry.provider_id)
    const current = await trx.from('waitlist_entries').where('id', entryId).forUpdate().first()
    if (current.status !== 'WAITING' && current.status !== 'OFFERED') return { status: current.status as string, position: null }
    const events = []
    const offer = await trx.from('waitlist_offers').where({ entry_id: entryId, status: 'OFFERED' }).forUpdate().first()
    if (offer) events.push(await closeOffer(trx, offer, 'DECLINED'))
    const now = new Date()
    await trx.from('waitlist_entries').where('id', entryId).update({ status: 'LEFT', closed_at: now, updated_at: now })
    events.push(
      WaitlistLeftV1.create(entryId, {
        waitlistEntryId: entryId,
        patientId: entry.patient_id,
        patientUserId: entry.patient_user_id,
        providerId: entry.provider_id,
        date: entry.date,
      })
    )
    let position = await appendEvents(trx, events, meta)
    if (offer) position = (await offerFreedSlot(trx, freedSlotOf(offer), meta))?.position ?? position
    return { status: 'LEFT', position }
  })
}
