import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import { appendEvents } from '#events/outbox'
import { recordUpdatedEvent } from '../commands/record-updated-event.js'
import type { SessionEnded } from '#events/scheduling/session-ended'
import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { lockAppointmentRecords, markSessionClosed } from '../commands/appointment-lock.js'

export const FINALISE_SESSION_RECORDS_CONSUMER = 'records.finalise-session-records'

/**
 * When a consultation ends (or is cancelled), its draft record becomes FINAL: what the provider
 * wrote during the session is kept, and later changes are corrections with history.
 * A process manager, not a projection: it changes records and publishes MedicalRecordUpdated.
 */
async function finalise(event: EventEnvelope<SessionEnded | AppointmentCancelled>, trx: TransactionClientContract) {
  const { appointmentId } = event.payload
  await lockAppointmentRecords(trx, appointmentId)
  await markSessionClosed(trx, appointmentId, event.type === 'SessionEnded' ? 'ENDED' : 'CANCELLED')
  const now = new Date()
  const rows = await trx
    .from('medical_records')
    .where({ appointment_id: appointmentId, status: 'DRAFT' })
    .update({ status: 'FINAL', updated_at: now })
    .returning('*')
  if (rows.length === 0) return
  await appendEvents(
    trx,
    rows.map((row) =>
      recordUpdatedEvent(row, {
        visitDate: new Date(row.visit_date).toISOString(),
        status: 'FINAL',
        change: 'FINALISED',
        changedFields: ['status'],
        revision: null,
        updatedBy: null,
        updatedAt: now.toISOString(),
      })
    ),
    { actorId: null, correlationId: event.correlationId, causationId: event.id }
  )
}

export const finaliseSessionRecordsPolicy = defineConsumer({
  name: FINALISE_SESSION_RECORDS_CONSUMER,
  handlers: {
    SessionEnded: finalise,
    AppointmentCancelled: finalise,
  },
})
