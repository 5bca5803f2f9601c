import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { z } from 'zod'

/** What never changes of a conversation: who its two participants are. */
export interface ConversationFacts {
  id: string
  patient_user_id: string
  patient_id: string
  provider_user_id: string
  provider_id: string
}

export interface ConversationRow extends ConversationFacts {
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

/** At most this many conversations' participants per node (about 200 bytes each). */
const MAX_KEPT_FACTS = 20_000
const keptFacts = new Map<string, ConversationFacts>()

/**
 * The participants of a conversation, kept by the node once read: a conversation is never deleted
 * and its participants never change (a send asked the database for the same row every time).
 * The least recently used are dropped beyond MAX_KEPT_FACTS.
 */
export async function findConversationFacts(id: string): Promise<ConversationFacts | null> {
  const kept = keptFacts.get(id)
  if (kept) {
    keptFacts.delete(id)
    keptFacts.set(id, kept)
    return kept
  }
  const row = await findConversation(id)
  if (!row) return null
  const facts = {
    id: row.id,
    patient_user_id: row.patient_user_id,
    patient_id: row.patient_id,
    provider_user_id: row.provider_user_id,
    provider_id: row.provider_id,
  }
  if (keptFacts.size >= MAX_KEPT_FACTS) keptFacts.delete(keptFacts.keys().next().value!)
  keptFacts.set(id, facts)
  return facts
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
