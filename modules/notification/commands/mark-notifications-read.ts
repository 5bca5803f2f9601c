import db from '@adonisjs/lucid/services/db'
import type { MarkNotificationsReadRequest } from '../contracts/in-app-notification.js'

/**
 * Marks my notifications read: the given ids that are mine (another user's ids, unknown or
 * already read ones change nothing), or every unread one. Returns how many it marked.
 */
export async function markNotificationsRead(userId: string, request: MarkNotificationsReadRequest): Promise<number> {
  const { rows } = await db.rawQuery(
    `INSERT INTO notification_reads (user_id, notification_id, read_at)
     SELECT n.recipient_user_id, n.id, now() FROM rm_notifications n
      WHERE n.recipient_user_id = ? ${request.all ? '' : 'AND n.id = ANY(?::uuid[])'}
     ON CONFLICT DO NOTHING
     RETURNING notification_id`,
    request.all ? [userId] : [userId, request.ids ?? []]
  )
  return rows.length
}
