import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import { appendEvents } from '#events/outbox'
import type { UserDeleted } from '#events/identity/user-deleted'
import { AppointmentCancelledV1 } from '#events/scheduling/appointment-cancelled'

export const CANCEL_ON_ACCOUNT_DELETED_CONSUMER = 'scheduling.cancel-on-account-deleted'

/**
 * A deleted (anonymised) account keeps no upcoming appointment: each one is cancelled on behalf
 * of that participant, and AppointmentCancelled frees the slot and cancels pending e-mails.
 */
export const cancelOnAccountDeletedPolicy = defineConsumer({
  name: CANCEL_ON_ACCOUNT_DELETED_CONSUMER,
  handlers: {
    async UserDeleted(e: EventEnvelope<UserDeleted>, trx: TransactionClientContract) {
      const { userId, role } = e.payload
      if (role === 'ADMIN') return
      const now = new Date()
      const rows = await trx
        .from('appointments')
        .where('status', 'SCHEDULED')
        .where('scheduled_at', '>', now)
        .where((q) => q.where('patient_user_id', userId).orWhere('provider_user_id', userId))
        .forUpdate()
      if (rows.length === 0) return
      await trx
        .from('appointments')
        .whereIn(
          'id',
          rows.map((r) => r.id)
        )
        .update({ status: 'CANCELLED', cancelled_at: now, updated_at: now })
      const events = rows.map((row) =>
        AppointmentCancelledV1.create(row.id, {
          appointmentId: row.id,
          status: 'CANCELLED',
          previousStatus: 'SCHEDULED',
          cancelledBy: role,
          scheduledAt: new Date(row.scheduled_at).toISOString(),
          patientId: row.patient_id,
          patientUserId: row.patient_user_id,
          providerId: row.provider_id,
          providerUserId: row.provider_user_id,
        })
      )
      await appendEvents(trx, events, { actorId: e.actorId, correlationId: e.correlationId, causationId: e.id })
    },
  },
})
