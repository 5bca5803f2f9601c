import type { EventEnvelope } from '#events/envelope'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import type { MessageRead } from '#events/messaging/message-read'
import type { MessageSent } from '#events/messaging/message-sent'
import { conversationIdFor } from '../domain/conversation-id.js'

/** One participant's row of the 'Pesan' list (rm_conversations). */
export interface ConversationListRow {
  conversation_id: string
  user_id: string
  role: 'PATIENT' | 'PROVIDER'
  patient_id: string
  counterpart_user_id: string
  counterpart_name: string
  counterpart_detail: string | null
  search_name: string
  last_seq: number
  last_sender_user_id: string | null
  unread_count: number
  counterpart_read_seq: number
  activity_at: string
  last_position: string
}

export const rowKey = (conversationId: string, userId: string) => `${conversationId}|${userId}`

/**
 * Folds one event into the rows it changes (pure; `rows` holds the current rows by rowKey).
 * Booking: both rows, if new. Sent: both move to the top, the recipient has one more unread.
 * Read: the reader's unread is what the event says; the other side sees 'Dibaca' up to it.
 */
export function foldConversationEvent(rows: Map<string, ConversationListRow>, event: EventEnvelope<any>): void {
  switch (event.type) {
    case 'AppointmentBooked': {
      const p = event.payload as AppointmentBooked
      const id = conversationIdFor(p.patientUserId, p.providerUserId)
      const base = {
        conversation_id: id,
        patient_id: p.patientId,
        last_seq: 0,
        last_sender_user_id: null,
        unread_count: 0,
        counterpart_read_seq: 0,
      }
      const at = { activity_at: event.occurredAt, last_position: event.position }
      if (!rows.has(rowKey(id, p.patientUserId))) {
        rows.set(rowKey(id, p.patientUserId), {
          ...base,
          ...at,
          user_id: p.patientUserId,
          role: 'PATIENT',
          counterpart_user_id: p.providerUserId,
          counterpart_name: p.providerName,
          counterpart_detail: p.providerSpecialization ?? p.providerRole,
          search_name: p.providerName.toLowerCase(),
        })
      }
      if (!rows.has(rowKey(id, p.providerUserId))) {
        rows.set(rowKey(id, p.providerUserId), {
          ...base,
          ...at,
          user_id: p.providerUserId,
          role: 'PROVIDER',
          counterpart_user_id: p.patientUserId,
          counterpart_name: p.patientName,
          counterpart_detail: p.patientMedicalRecordNumber,
          search_name: p.patientName.toLowerCase(),
        })
      }
      return
    }
    case 'MessageSent': {
      const p = event.payload as MessageSent
      for (const userId of [p.patientUserId, p.providerUserId]) {
        const row = rows.get(rowKey(p.conversationId, userId))
        if (!row || p.seq <= row.last_seq) continue
        row.last_seq = p.seq
        row.last_sender_user_id = p.senderUserId
        row.activity_at = p.sentAt
        row.last_position = event.position
        if (userId === p.recipientUserId) row.unread_count += 1
      }
      return
    }
    case 'MessageRead': {
      const p = event.payload as MessageRead
      const reader = rows.get(rowKey(p.conversationId, p.readerUserId))
      if (reader) {
        reader.unread_count = p.unreadAfter
        reader.last_position = event.position
      }
      const other = p.readerUserId === p.patientUserId ? p.providerUserId : p.patientUserId
      const sender = rows.get(rowKey(p.conversationId, other))
      if (sender && p.upToSeq > sender.counterpart_read_seq) {
        sender.counterpart_read_seq = p.upToSeq
        sender.last_position = event.position
      }
      return
    }
    default:
      return
  }
}

/** The conversations an event touches (to load their rows before folding). */
export function conversationOf(event: EventEnvelope<any>): string | null {
  if (event.type === 'AppointmentBooked') return conversationIdFor(event.payload.patientUserId, event.payload.providerUserId)
  return typeof event.payload?.conversationId === 'string' ? event.payload.conversationId : null
}

/** What the changed rows add to each user's unread total and to their count of conversations with unread. */
export function unreadDeltas(changed: ConversationListRow[], unreadBefore: (row: ConversationListRow) => number) {
  const byUser = new Map<string, { user_id: string; unread_total: number; conversations: number }>()
  for (const row of changed) {
    const was = unreadBefore(row)
    if (was === row.unread_count) continue
    const delta = byUser.get(row.user_id) ?? { user_id: row.user_id, unread_total: 0, conversations: 0 }
    delta.unread_total += row.unread_count - was
    delta.conversations += Number(row.unread_count > 0) - Number(was > 0)
    byUser.set(row.user_id, delta)
  }
  // in user order: batches on other partitions lock the same rows in the same order (no deadlock)
  return [...byUser.values()]
    .filter((d) => d.unread_total !== 0 || d.conversations !== 0)
    .sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0))
}
