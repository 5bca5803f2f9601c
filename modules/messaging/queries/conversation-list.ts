import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { decodeCursor, toPage, type PageRequest } from '#modules/kernel/index'
import type { ConversationDto } from '../contracts/messaging-dto.js'

export const CONVERSATION_LIST = 'conversations'
const listKey = z.tuple([z.string().min(1).max(64), z.uuid()])
/** The longest name search honoured (a name is shorter). */
const MAX_QUERY = 100

interface ListRow {
  conversation_id: string
  user_id: string
  patient_id: string
  counterpart_user_id: string
  counterpart_name: string
  counterpart_detail: string | null
  role: 'PATIENT' | 'PROVIDER'
  unread_count: number
  activity_at: Date
  k_at: string
  m_text: string | null
  m_sender: string | null
  m_withdrawn_at: Date | null
  m_attachment: string | null
  m_sent_at: Date | null
}

const PREVIEW_LENGTH = 120

export function conversationDto(r: ListRow): ConversationDto {
  const withdrawn = r.m_withdrawn_at !== null
  return {
    id: r.conversation_id,
    patientId: r.patient_id,
    counterpart: {
      userId: r.counterpart_user_id,
      name: r.counterpart_name,
      detail: r.counterpart_detail,
      role: r.role === 'PATIENT' ? 'PROVIDER' : 'PATIENT',
    },
    unreadCount: Number(r.unread_count),
    activityAt: new Date(r.activity_at).toISOString(),
    lastMessage: r.m_sent_at
      ? {
          preview: withdrawn || r.m_text === null ? null : r.m_text.slice(0, PREVIEW_LENGTH),
          mine: r.m_sender === r.user_id,
          withdrawn,
          hasAttachment: r.m_attachment !== null,
          sentAt: new Date(r.m_sent_at).toISOString(),
        }
      : null,
  }
}

const SELECT = `SELECT c.*, c.activity_at::text AS k_at, m.text AS m_text, m.sender_user_id AS m_sender,
       m.withdrawn_at AS m_withdrawn_at, m.attachment_upload_id AS m_attachment, m.sent_at AS m_sent_at
  FROM rm_conversations c
  LEFT JOIN messages m ON m.conversation_id = c.conversation_id AND m.seq = c.last_seq`

/** The caller's conversations, newest activity first, one keyset page; `q` narrows by the other side's name. */
export async function pageConversations(userId: string, page: PageRequest, q: string | undefined) {
  const after = page.cursor ? decodeCursor(CONVERSATION_LIST, page.cursor, listKey) : null
  const search = q?.trim().toLowerCase().slice(0, MAX_QUERY)
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const { rows } = await db.rawQuery(
    `${SELECT} WHERE c.user_id = ? ${like ? 'AND c.search_name LIKE ?' : ''}
       ${after ? 'AND (c.activity_at, c.conversation_id) < (?::timestamptz, ?::uuid)' : ''}
     ORDER BY c.activity_at DESC, c.conversation_id DESC LIMIT ?`,
    [userId, ...(like ? [like] : []), ...(after ?? []), page.limit + 1]
  )
  const result = toPage(rows as ListRow[], page.limit, CONVERSATION_LIST, (r) => [r.k_at, r.conversation_id], conversationDto)
  return { ...result, unreadTotal: (await unreadOf(userId)).unreadTotal }
}

/** One conversation as its participant's list shows it (null when it is not in their list yet). */
export async function conversationFor(userId: string, conversationId: string) {
  const { rows } = await db.rawQuery(`${SELECT} WHERE c.user_id = ? AND c.conversation_id = ?`, [userId, conversationId])
  return rows[0] ? conversationDto(rows[0] as ListRow) : null
}

/** The header badge: unread messages and the conversations holding them (one row, kept by the projection). */
export async function unreadOf(userId: string) {
  const { rows } = await db.rawQuery('SELECT unread_total, conversations FROM rm_conversation_unread WHERE user_id = ?', [userId])
  return { unreadTotal: (rows[0]?.unread_total as number) ?? 0, conversations: (rows[0]?.conversations as number) ?? 0 }
}
