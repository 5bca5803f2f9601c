import { defineConsumer, liveTables, readsTypes } from '#events/consumer'
import { announceReadModelChange } from '#events/read-model-changes'
import type { EventEnvelope } from '#events/envelope'
import { insertNewCounted, isoTime, loadRows } from '#events/batch-sql'
import type { AppointmentRescheduled } from '#events/scheduling/appointment-rescheduled'
import {
  NOTIFYING_EVENT_TYPES,
  notifiesNobody,
  appointmentIdOf,
  notificationsFor,
  partiesOfBooking,
  type AppointmentParties,
  type PlannedNotification,
} from '../domain/in-app-notifications.js'
import type { NotificationCreatedPush } from '../contracts/in-app-notification.js'

export const IN_APP_NOTIFICATIONS_CONSUMER = 'notification.in-app'

const NOTIFICATION_COLUMNS = {
  id: 'uuid',
  event_id: 'uuid',
  recipient_user_id: 'uuid',
  kind: 'text',
  params: 'jsonb',
  link: 'text',
  created_at: 'timestamptz',
  position: 'bigint',
}

interface PartiesRow {
  appointment_id: string
  patient_user_id: string
  patient_name: string
  provider_user_id: string
  provider_name: string
  scheduled_at: Date | string
  timezone: string
  last_position: string
}

const fromRow = (r: PartiesRow): AppointmentParties => ({
  appointmentId: r.appointment_id,
  patientUserId: r.patient_user_id,
  patientName: r.patient_name,
  providerUserId: r.provider_user_id,
  providerName: r.provider_name,
  scheduledAt: isoTime(r.scheduled_at)!,
  timezone: r.timezone,
})

const toRow = (p: AppointmentParties, position: string): PartiesRow => ({
  appointment_id: p.appointmentId,
  patient_user_id: p.patientUserId,
  patient_name: p.patientName,
  provider_user_id: p.providerUserId,
  provider_name: p.providerName,
  scheduled_at: p.scheduledAt,
  timezone: p.timezone,
  last_position: position,
})

const notificationRow = (n: PlannedNotification) => ({
  id: n.id,
  event_id: n.eventId,
  recipient_user_id: n.recipientUserId,
  kind: n.kind,
  params: n.params,
  link: n.link,
  created_at: n.createdAt,
  position: n.position,
})

/** Pushes of a committed batch: one 'notification.created' per stored notification, to its recipient. */
export function notificationPushes(events: EventEnvelope<any>[]) {
  return events.flatMap((event) =>
    notificationsFor(event).map((n) => ({
      rooms: [`user:${n.recipientUserId}`],
      event: 'notification.created',
      data: { id: n.id, kind: n.kind, position: n.position, at: n.createdAt } satisfies NotificationCreatedPush,
    }))
  )
}

/**
 * rm_notifications (+ rm_notification_appointments, rm_notification_counts): the bell's list per recipient, fed by events
 * only and rebuildable by replay. A batch: the appointments it needs loaded once, the events folded
 * in order (a booking and its cancellation may share a batch), every notification in one insert
 * that keeps what exists (an id is per event and recipient, so nothing is added twice).
 * After the commit, each recipient's sockets hear of it (`push`, set at start by the server).
 */
export function inAppNotificationsProjection(push: () => ((p: ReturnType<typeof notificationPushes>[number]) => void) | undefined) {
  return defineConsumer({
    name: IN_APP_NOTIFICATIONS_CONSUMER,
    readModels: ['rm_notifications', 'rm_notification_appointments', 'rm_notification_counts'],
    handlers: readsTypes(NOTIFYING_EVENT_TYPES),
    ignores: notifiesNobody,
    async applyBatch(events, trx, table) {
      const appointments = table('rm_notification_appointments')
      const needed = [...new Set(events.map(appointmentIdOf).filter((id): id is string => id !== null))]
      const known = new Map<string, AppointmentParties>()
      for (const row of await loadRows<PartiesRow>(trx, appointments, 'appointment_id', needed))
        known.set(row.appointment_id, fromRow(row))
      const changed = new Map<string, PartiesRow>()
      const planned: PlannedNotification[] = []
      for (const event of events) {
        if (event.type === 'AppointmentBooked') {
          const parties = partiesOfBooking(event.payload)
          if (!known.has(parties.appointmentId)) {
            known.set(parties.appointmentId, parties)
            changed.set(parties.appointmentId, toRow(parties, event.position))
          }
        }
        const appointmentId = appointmentIdOf(event)
        planned.push(...notificationsFor(event, appointmentId ? known.get(appointmentId) : undefined))
        if (event.type === 'AppointmentRescheduled') {
          const p = event.payload as AppointmentRescheduled
          const parties = known.get(p.appointmentId)
          if (parties) {
            const moved = { ...parties, scheduledAt: p.scheduledAt, timezone: p.timezone }
            known.set(p.appointmentId, moved)
            changed.set(p.appointmentId, toRow(moved, event.position))
          }
        }
      }
      if (changed.size > 0) {
        await trx.rawQuery(
          `INSERT INTO ${appointments} AS t (appointment_id, patient_user_id, patient_name, provider_user_id, provider_name, scheduled_at, timezone, last_position)
           SELECT appointment_id, patient_user_id, patient_name, provider_user_id, provider_name, scheduled_at, timezone, last_position
             FROM jsonb_to_recordset(?::jsonb) AS r(appointment_id uuid, patient_user_id uuid, patient_name text, provider_user_id uuid,
                  provider_name text, scheduled_at timestamptz, timezone text, last_position bigint)
           ON CONFLICT (appointment_id) DO UPDATE SET scheduled_at = EXCLUDED.scheduled_at, timezone = EXCLUDED.timezone,
                  last_position = EXCLUDED.last_position
           WHERE t.last_position < EXCLUDED.last_position`,
          [JSON.stringify([...changed.values()])]
        )
      }
      // each recipient's total moves by the notifications actually stored (the unread count reads it)
      await insertNewCounted(trx, table('rm_notifications'), NOTIFICATION_COLUMNS, ['id'], planned.map(notificationRow), {
        table: table('rm_notification_counts'),
        by: 'recipient_user_id',
        key: 'user_id',
        total: 'total',
      })
      // every node forgets the bells it keeps for them; a replay's swap announces everyone
      if (table === liveTables)
        await announceReadModelChange(trx, IN_APP_NOTIFICATIONS_CONSUMER, new Set(planned.map((n) => n.recipientUserId)))
    },
    afterCommitBatch(events) {
      const emit = push()
      if (!emit) return
      for (const p of notificationPushes(events)) emit(p)
    },
  })
}
