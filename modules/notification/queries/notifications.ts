import { z } from 'zod'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { isoTime } from '#events/batch-sql'
import { decodeCursor, prepared, toPage, type PageRequest } from '#modules/kernel/index'
import type { NotificationDto, NotificationPageDto } from '../contracts/in-app-notification.js'

const LIST = 'notifications'
const cursorKey = z.tuple([z.iso.datetime(), z.uuid()])

function dto(row: any): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    link: row.link,
    createdAt: isoTime(row.created_at)!,
    readAt: isoTime(row.read_at),
  } as NotificationDto
}

/** My notifications, newest first (created_at, id descending), with my unread count. */
export async function notificationPage(db: QueryClientContract, userId: string, page: PageRequest): Promise<NotificationPageDto> {
  const after = page.cursor ? decodeCursor(LIST, page.cursor, cursorKey) : null
  // prepared: the bell's list is asked on every screen; planning it cost more than running it
  const { rows } = await prepared(
    db.rawQuery(
      `SELECT n.id, n.kind, n.params, n.link, n.created_at, r.read_at
       FROM rm_notifications n
       LEFT JOIN notification_reads r ON r.user_id = n.recipient_user_id AND r.notification_id = n.id
      WHERE n.recipient_user_id = ? ${after ? 'AND (n.created_at, n.id) < (?::timestamptz, ?::uuid)' : ''}
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT ?`,
      [userId, ...(after ?? []), page.limit + 1]
    )
  )
  const served = toPage(rows, page.limit, LIST, (r: any) => [isoTime(r.created_at)!, r.id], dto)
  return { ...served, unreadCount: await unreadCount(db, userId) }
}

/**
 * My unread count: two counter rows (notifications stored for me, of them read), never a count
 * over my notification history (rm_notification_counts, notification_read_counts).
 */
export async function unreadCount(db: QueryClientContract, userId: string): Promise<number> {
  const { rows } = await prepared(
    db.rawQuery(
      `SELECT COALESCE((SELECT total FROM rm_notification_counts WHERE user_id = ?), 0)
          - COALESCE((SELECT read_count FROM notification_read_counts WHERE user_id = ?), 0) AS n`,
      [userId, userId]
    )
  )
  return Math.max(0, Number(rows[0].n))
}
