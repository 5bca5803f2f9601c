import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { decodeCursor, toPage, type PageRequest } from '#modules/kernel/index'
import type { ConversationRow, MessageRow } from './conversations.js'
import { readMarks } from './conversations.js'
import { messageDto } from './message-dto.js'

export const MESSAGE_LIST = 'messages'
const seqKey = z.tuple([z.number().int().positive()])

/**
 * One page of a conversation, newest first by seq (given under the conversation's lock, in commit
 * order): messages sent while paging only come before the first page, never inside a later one.
 */
export async function pageMessages(conversation: ConversationRow, viewerUserId: string, page: PageRequest) {
  const after = page.cursor ? decodeCursor(MESSAGE_LIST, page.cursor, seqKey) : null
  const { rows } = await db.rawQuery(
    `SELECT * FROM messages WHERE conversation_id = ? ${after ? 'AND seq < ?' : ''} ORDER BY seq DESC LIMIT ?`,
    [conversation.id, ...(after ?? []), page.limit + 1]
  )
  const counterpart = viewerUserId === conversation.patient_user_id ? conversation.provider_user_id : conversation.patient_user_id
  const marks = await readMarks(conversation.id)
  const counterpartReadSeq = marks.get(counterpart) ?? 0
  return toPage(
    rows as MessageRow[],
    page.limit,
    MESSAGE_LIST,
    (r) => [Number(r.seq)],
    (r) => messageDto(r, viewerUserId, counterpartReadSeq)
  )
}
