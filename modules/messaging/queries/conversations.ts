import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { z } from 'zod'

export interface ConversationRow {
  id: string
  patient_user_id: string
  patient_id: string
  provider_user_id: string
  provider_id: string
  last_seq: number
  opened_at: Date
}

export interface MessageRow {
  id: string
  conversation_id: string
  seq: number
  sender_user_id: string
  sender_role: 'PATIENT' | 'PROVIDER'
  text: string | null
  attachment_upload_id: string | null
  attachment_name: string | null
  attachment_mime_type: string | null
  attachment_size_bytes: number | null
  sent_at: Date
  withdrawn_at: Date | null
}

const uuid = z.uuid()
export const isUuid = (value: unknown): value is string => uuid.safeParse(value).success

export async function findConversation(id: string, client: QueryClientContract = db.connection()) {
  if (!isUuid(id)) return null
  const row = await client.from('conversations').where('id', id).first()
  return (row as ConversationRow | null) ?? null
}

/** The conversation row locked for a change (sends and reads of one conversation go one at a time). */
export async function lockConversation(id: string, client: QueryClientContract) {
  if (!isUuid(id)) return null
  const row = await client.from('conversations').where('id', id).forUpdate().first()
  return (row as ConversationRow | null) ?? null
}

export async function findMessage(id: string, client: QueryClientContract = db.connection()) {
  if (!isUuid(id)) return null
  const row = await client.from('messages').where('id', id).first()
  return (row as MessageRow | null) ?? null
}

/** How far each participant has read (seq), by user id. */
export async function readMarks(conversationId: string, client: QueryClientContract = db.connection()) {
  const rows = await client.from('conversation_reads').where('conversation_id', conversationId).select('user_id', 'read_seq')
  return new Map<string, number>(rows.map((r: { user_id: string; read_seq: number }) => [r.user_id, Number(r.read_seq)]))
}
