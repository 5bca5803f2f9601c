import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendCommandsEvents, outboxHooks } from '#events/outbox'
import { MessageSentV1 } from '#events/messaging/message-sent'
import type { TraceCarrier } from '#events/event-bus'
import { DomainError, groupedCalls, prepared } from '#modules/kernel/index'
import { recordConversationAccesses, type conversationActor } from '#modules/records/index'
import { scheduleDigest } from '../worker/digest-worker.js'
import type { ConversationFacts, MessageRow } from '../queries/conversations.js'
import { messageDto } from '../queries/message-dto.js'
import type { MessageDto } from '../contracts/messaging-dto.js'

/** A text message whose sender passed every check, waiting for the next batch. */
export interface CheckedSend {
  conversation: ConversationFacts
  sender: { id: string; role: 'PATIENT' | 'PROVIDER' }
  text: string
  senderName: string
  recipientUserId: string
  recipientOnline: boolean
  /** The provider as the access trail stamps them (a provider's message is in the patient's trail). */
  trailActor: Awaited<ReturnType<typeof conversationActor>> | null
  correlationId: string | null
}

interface Waiting extends CheckedSend {
  trace?: TraceCarrier
}

export type SentMessage = { message: MessageDto; position: string }

/**
 * Group commit for text messages (kernel groupedCalls): sends that arrive while a batch is being
 * written go together in the next one — one transaction, its seqs, messages, read marks, events
 * and access-trail rows each in one statement, one WAL flush — instead of a transaction of five
 * round trips each. Each send still answers only after its own batch committed. A failed batch
 * fails every send in it and stores none of them. At most 500 sends in one transaction.
 */
const writeInBatch = groupedCalls((batch: Waiting[]) => db.transaction((trx) => writeBatch(trx, batch)), 500)

export function sendInBatch(send: CheckedSend): Promise<SentMessage> {
  return writeInBatch({ ...send, trace: outboxHooks.currentTrace?.() })
}

/** The seqs of each conversation's sends, in the order they came: its new last_seq and the ones below. */
function assignSeqs(batch: Waiting[], counts: Map<string, number>, lastSeq: Map<string, number>): number[] {
  const next = new Map<string, number>()
  for (const [id, n] of counts) next.set(id, lastSeq.get(id)! - n + 1)
  return batch.map((w) => {
    const seq = next.get(w.conversation.id)!
    next.set(w.conversation.id, seq + 1)
    return seq
  })
}

async function writeBatch(trx: TransactionClientContract, arrived: Waiting[]): Promise<Array<SentMessage | Error>> {
  const counts = new Map<string, number>()
  for (const w of arrived) counts.set(w.conversation.id, (counts.get(w.conversation.id) ?? 0) + 1)
  const ids = [...counts.keys()].sort()
  // Rows are locked in id order (two nodes' batches never wait on each other in a cycle); the
  // UPDATE then moves each last_seq on by its sends, under the lock every send of it takes.
  if (ids.length > 1) await trx.rawQuery('SELECT id FROM conversations WHERE id = ANY(?::uuid[]) ORDER BY id FOR UPDATE', [ids])
  const { rows: moved } = await prepared(
    trx.rawQuery(
      `UPDATE conversations c SET last_seq = c.last_seq + w.n
       FROM unnest(?::uuid[], ?::int[]) AS w(id, n) WHERE c.id = w.id RETURNING c.id, c.last_seq`,
      [ids, ids.map((id) => counts.get(id)!)]
    )
  )
  const lastSeq = new Map<string, number>(moved.map((r: { id: string; last_seq: number }) => [r.id, Number(r.last_seq)]))
  // a node keeps conversations' participants; one that no longer exists (a wiped test database) is a 404
  const batch = arrived.filter((w) => lastSeq.has(w.conversation.id))
  const seqs = assignSeqs(batch, counts, lastSeq)
  const { rows } = await prepared(
    trx.rawQuery(
      `WITH message AS (
       INSERT INTO messages (conversation_id, seq, sender_user_id, sender_role, text)
       SELECT r.conversation_id, r.seq, r.sender_user_id, r.sender_role, r.text
         FROM jsonb_to_recordset(?::jsonb) AS r(conversation_id uuid, seq int, sender_user_id uuid, sender_role text, text text)
       RETURNING *),
     mark AS (
       INSERT INTO conversation_reads (conversation_id, user_id, read_seq, read_at)
       SELECT conversation_id, sender_user_id, max(seq), now() FROM message GROUP BY conversation_id, sender_user_id
       ON CONFLICT (conversation_id, user_id) DO UPDATE
         SET read_seq = GREATEST(conversation_reads.read_seq, EXCLUDED.read_seq), read_at = now())
     SELECT * FROM message`,
      [
        JSON.stringify(
          batch.map((w, i) => ({
            conversation_id: w.conversation.id,
            seq: seqs[i],
            sender_user_id: w.sender.id,
            sender_role: w.sender.role,
            text: w.text,
          }))
        ),
      ]
    )
  )
  const stored = new Map<string, MessageRow>(rows.map((r: MessageRow) => [`${r.conversation_id}:${r.seq}`, r]))
  const messages = batch.map((w, i) => stored.get(`${w.conversation.id}:${seqs[i]}`)!)
  for (const recipient of new Set(batch.filter((w) => !w.recipientOnline).map((w) => w.recipientUserId))) {
    await scheduleDigest(trx, recipient)
  }
  const positions = await appendCommandsEvents(
    trx,
    batch.map((w, i) => ({
      events: [sentEvent(w, messages[i])],
      meta: { actorId: w.sender.id, correlationId: w.correlationId },
      trace: w.trace,
    }))
  )
  await recordConversationAccesses(
    batch
      .filter((w) => w.sender.role === 'PROVIDER')
      .map((w) => ({
        actor: w.trailActor!,
        action: 'CREATE' as const,
        conversationId: w.conversation.id,
        patientId: w.conversation.patient_id,
      })),
    trx
  )
  // each recipient's read mark is below the new seq (a mark is only ever moved to an existing message)
  const sent = new Map(batch.map((w, i) => [w, { message: messageDto(messages[i], w.sender.id, 0), position: positions[i] }]))
  return arrived.map((w) => sent.get(w) ?? new DomainError(404, 'messaging.conversation_not_found'))
}

function sentEvent(w: Waiting, row: MessageRow) {
  const c = w.conversation
  return MessageSentV1.create(c.id, {
    conversationId: c.id,
    messageId: row.id,
    seq: row.seq,
    patientId: c.patient_id,
    patientUserId: c.patient_user_id,
    providerUserId: c.provider_user_id,
    senderUserId: w.sender.id,
    senderRole: w.sender.role,
    senderName: w.senderName,
    recipientUserId: w.recipientUserId,
    hasAttachment: false,
    recipientOnline: w.recipientOnline,
    sentAt: new Date(row.sent_at).toISOString(),
  })
}
