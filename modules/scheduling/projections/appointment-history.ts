import { defineConsumer, readsTypes } from '#events/consumer'
import { upsertRows } from '#events/batch-sql'
import { historyRow, type HistoryRow } from './appointment-history-rows.js'

export const APPOINTMENT_HISTORY_CONSUMER = 'scheduling.appointment-history'

const HISTORY_COLUMNS = {
  event_id: 'uuid',
  appointment_id: 'uuid',
  position: 'bigint',
  occurred_at: 'timestamptz',
  action: 'text',
  actor_user_id: 'uuid',
  actor_role: 'text',
  from_scheduled_at: 'timestamptz',
  to_scheduled_at: 'timestamptz',
  reason: 'text',
}

/**
 * rm_appointment_history: every change of an appointment (who, in which role, when, from which
 * slot to which, why), one row per event, in one insert per batch. Keyed by the event id, so a
 * redelivery or a replay adds nothing twice.
 */
export const appointmentHistoryProjection = defineConsumer({
  name: APPOINTMENT_HISTORY_CONSUMER,
  readModels: ['rm_appointment_history'],
  handlers: readsTypes(['AppointmentBooked', 'AppointmentRescheduled', 'AppointmentCancelled', 'SessionEnded']),
  async applyBatch(events, trx, table) {
    const rows = events.map(historyRow).filter((r): r is HistoryRow => r !== null)
    await upsertRows(trx, table('rm_appointment_history'), HISTORY_COLUMNS, ['event_id'], rows, false)
  },
})
