import { defineConsumer, liveTables, readsTypes } from '#events/consumer'
import { announceReadModelChange } from '#events/read-model-changes'
import type { EventEnvelope } from '#events/envelope'
import { loadRows, upsertRows } from '#events/batch-sql'
import type { ModulePush } from '#modules/kernel/index'
import type { MessagePush } from '../contracts/messaging-dto.js'
import { conversationOf, foldConversationEvent, rowKey, unreadDeltas, type ConversationListRow } from './conversation-list-fold.js'

export const CONVERSATION_LIST_CONSUMER = 'messaging.conversation-list'

const COLUMNS = {
  conversation_id: 'uuid',
  user_id: 'uuid',
  role: 'text',
  patient_id: 'uuid',
  counterpart_user_id: 'uuid',
  counterpart_name: 'text',
  counterpart_detail: 'text',
  search_name: 'text',
  last_seq: 'int',
  last_sender_user_id: 'uuid',
  unread_count: 'int',
  counterpart_read_seq: 'int',
  activity_at: 'timestamptz',
  last_position: 'bigint',
}
/** rm_conversation_unread, written as deltas ('add'): each user's unread total over their rows. */
const UNREAD_COLUMNS = { user_id: 'uuid', unread_total: 'int', conversations: 'int' }

/** Pushes of a committed batch: each message event to both participants' user rooms (every tab, every node). */
export function messagePushes(events: EventEnvelope<any>[]): ModulePush[] {
  const pushes: ModulePush[] = []
  for (const event of events) {
    if (event.type !== 'MessageSent' && event.type !== 'MessageRead' && event.type !== 'MessageWithdrawn') continue
    const p = event.payload
    const data: MessagePush = {
      type: event.type,
      conversationId: p.conversationId,
      messageId: p.messageId ?? p.upToMessageId ?? null,
      senderUserId: p.senderUserId ?? null,
      readerUserId: p.readerUserId ?? null,
      seq: p.seq ?? p.upToSeq,
      position: event.position,
    }
    const name = event.type === 'MessageSent' ? 'message.created' : event.type === 'MessageRead' ? 'message.read' : 'message.withdrawn'
    pushes.push({ rooms: [`user:${p.patientUserId}`, `user:${p.providerUserId}`], event: name, data: { ...data } })
  }
  return pushes
}

/**
 * rm_conversations: the 'Pesan' list of each participant with its unread count, fed by events only
 * and rebuilt by replay. A batch loads the rows of the conversations it touches once, folds the
 * events in order and writes each changed row once. After the commit both participants hear of
 * each message event, so a screen refetching at once reads the counts that include it.
 * rm_conversation_unread holds each user's total, moved by what the batch changed.
 */
export function conversationListProjection(push: () => ((p: ModulePush) => void) | undefined) {
  return defineConsumer({
    name: CONVERSATION_LIST_CONSUMER,
    readModels: ['rm_conversations', 'rm_conversation_unread'],
    handlers: readsTypes(['AppointmentBooked', 'MessageSent', 'MessageRead', 'MessageWithdrawn']),
    async applyBatch(events, trx, table) {
      const target = table('rm_conversations')
      const ids = [...new Set(events.map(conversationOf).filter((id): id is string => id !== null))]
      const rows = new Map<string, ConversationListRow>()
      for (const row of await loadRows<ConversationListRow>(trx, target, 'conversation_id', ids)) {
        rows.set(rowKey(row.conversation_id, row.user_id), {
          ...row,
          activity_at: new Date(row.activity_at).toISOString(),
          last_position: String(row.last_position),
        })
      }
      const before = new Map([...rows].map(([k, r]) => [k, JSON.stringify(r)]))
      const unreadBefore = new Map([...rows].map(([k, r]) => [k, r.unread_count]))
      for (const event of events) foldConversationEvent(rows, event)
      const changed = [...rows].filter(([k, r]) => before.get(k) !== JSON.stringify(r)).map(([, r]) => r)
      await upsertRows(trx, target, COLUMNS, ['conversation_id', 'user_id'], changed)
      const deltas = unreadDeltas(changed, (r) => unreadBefore.get(rowKey(r.conversation_id, r.user_id)) ?? 0)
      await upsertRows(trx, table('rm_conversation_unread'), UNREAD_COLUMNS, ['user_id'], deltas, 'add')
      // every node forgets the badges it keeps for them; a replay's swap announces everyone
      if (table === liveTables) await announceReadModelChange(trx, CONVERSATION_LIST_CONSUMER, new Set(deltas.map((d) => d.user_id)))
    },
    afterCommitBatch(events) {
      const emit = push()
      if (!emit) return
      for (const p of messagePushes(events)) emit(p)
    },
  })
}
