import db from '@adonisjs/lucid/services/db'
import type { MarkNotificationsReadRequest } from '../contracts/in-app-notification.js'

/**
 * Marks my notifications read: the given ids that are mine (another user's ids, unknown or
 * already read ones change nothing), or every unread one. Returns how many it marked.
 */
export async function markNotificationsRead(userId: string, request: MarkNotificationsReadRequest): Promise<number> {
  // the reads and the user's read counter in one statement (the unread count is total - read_count)
  const { rows } = await db.rawQuery(
    `WITH marked AS (
       INSERT INTO notification_reads (user_id, notification_id, read_at)
       SELECT n.recipient_user_id, n.id, now() FROM rm_notifications n
        WHERE n.recipient_user_id = ? ${request.all ? '' : 'AND n.id = ANY(?::uuid[])'}
       ON CONFLICT DO NOTHING
       RETURNING notification_id
     ), counted AS (
       INSERT INTO notification_read_counts (user_id, read_count)
       SELECT ?, count(*) FROM marked HAVING count(*) > 0
       ON CONFLICT (user_id) DO UPDATE SET read_count = notification_read_counts.read_count + EXCLUDED.read_count
     )
     SELECT notification_id FROM marked`,
    request.all ? [userId, userId] : [userId, request.ids ?? [], userId]
  )
  return rows.length
}
