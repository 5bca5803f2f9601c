import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { conversationIdFor } from '../domain/conversation-id.js'

export const OPEN_CONVERSATIONS_CONSUMER = 'messaging.open-conversations'

/**
 * A pair's first booking opens their conversation (later bookings find it open). The id is the
 * pair's own (conversationIdFor), so the 'Pesan' read model, fed by the same event, agrees.
 */
async function open(event: EventEnvelope<AppointmentBooked>, trx: TransactionClientContract) {
  const p = event.payload
  await trx.rawQuery(
    `INSERT INTO conversations (id, patient_user_id, patient_id, provider_user_id, provider_id, opened_by_appointment_id, opened_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    [
      conversationIdFor(p.patientUserId, p.providerUserId),
      p.patientUserId,
      p.patientId,
      p.providerUserId,
      p.providerId,
      p.appointmentId,
      event.occurredAt,
    ]
  )
}

export const openConversationsPolicy = defineConsumer({
  name: OPEN_CONVERSATIONS_CONSUMER,
  handlers: { AppointmentBooked: open },
})
