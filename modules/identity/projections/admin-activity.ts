import { defineConsumer, readsTypes } from '#events/consumer'
import { upsertRows } from '#events/batch-sql'
import { adminActivityTypes } from '../contracts/admin-activity.js'
import { activityEntryFor } from '../domain/admin-activity.js'

export const ADMIN_ACTIVITY_CONSUMER = 'identity.admin-activity'

const COLUMNS = {
  position: 'bigint',
  event_id: 'uuid',
  type: 'text',
  actor_id: 'uuid',
  subject_id: 'uuid',
  other_id: 'uuid',
  params: 'jsonb',
  occurred_at: 'timestamptz',
}

/** rm_admin_activity: one row per event of adminActivityTypes, written in one statement per batch. */
export const adminActivityProjection = defineConsumer({
  name: ADMIN_ACTIVITY_CONSUMER,
  readModels: ['rm_admin_activity'],
  handlers: readsTypes([...adminActivityTypes]),
  async applyBatch(events, trx, table) {
    const rows = events.flatMap((event) => {
      const found = activityEntryFor(event)
      if (!found) return []
      return [
        {
          position: event.position,
          event_id: event.id,
          type: event.type,
          actor_id: found.actorId,
          subject_id: found.subjectId,
          other_id: found.otherId,
          params: found.params,
          occurred_at: event.occurredAt,
        },
      ]
    })
    await upsertRows(trx, table('rm_admin_activity'), COLUMNS, ['position'], rows, false)
  },
})
