import { describe, expect, it } from 'vitest'
import type { EventEnvelope } from '#events/envelope'
import { conversationIdFor } from '../domain/conversation-id.js'
import { foldConversationEvent, rowKey, type ConversationListRow } from './conversation-list-fold.js'

const PATIENT = '11111111-1111-4111-8111-111111111111'
const PROVIDER = '22222222-2222-4222-8222-222222222222'
const CONVERSATION = conversationIdFor(PATIENT, PROVIDER)
let position = 0
const envelope = (type: string, payload: Record<string, unknown>) =>
  ({
    id: `e${++position}`,
    type,
    version: 1,
    position: String(position),
    occurredAt: `2026-11-27T10:00:0${position % 10}.000Z`,
    payload,
  }) as unknown as EventEnvelope<any>

const booked = envelope('AppointmentBooked', {
  patientUserId: PATIENT,
  providerUserId: PROVIDER,
  patientId: '33333333-3333-4333-8333-333333333333',
  patientName: 'Sari',
  providerName: 'Ns. Rina',
  providerRole: 'Perawat',
  providerSpecialization: null,
  patientMedicalRecordNumber: 'RM-1',
})
const sent = (seq: number, from: string) =>
  envelope('MessageSent', {
    conversationId: CONVERSATION,
    seq,
    senderUserId: from,
    recipientUserId: from === PATIENT ? PROVIDER : PATIENT,
    patientUserId: PATIENT,
    providerUserId: PROVIDER,
    sentAt: `2026-11-27T10:0${seq}:00.000Z`,
  })

describe('the Pesan list fold', () => {
  it('a booking opens a row for each side, named after the other; a second booking changes nothing', () => {
    const rows = new Map<string, ConversationListRow>()
    foldConversationEvent(rows, booked)
    foldConversationEvent(rows, { ...booked, payload: { ...booked.payload, providerName: 'Lain' } })
    expect(rows.get(rowKey(CONVERSATION, PATIENT))).toMatchObject({
      counterpart_name: 'Ns. Rina',
      counterpart_detail: 'Perawat',
      unread_count: 0,
    })
    expect(rows.get(rowKey(CONVERSATION, PROVIDER))).toMatchObject({ counterpart_name: 'Sari', search_name: 'sari', role: 'PROVIDER' })
  })

  it('messages count unread for the recipient only; a read sets it and shows Dibaca to the sender; a redelivery adds nothing', () => {
    const rows = new Map<string, ConversationListRow>()
    foldConversationEvent(rows, booked)
    foldConversationEvent(rows, sent(1, PATIENT))
    foldConversationEvent(rows, sent(2, PATIENT))
    foldConversationEvent(rows, sent(2, PATIENT))
    expect(rows.get(rowKey(CONVERSATION, PROVIDER))).toMatchObject({ unread_count: 2, last_seq: 2 })
    expect(rows.get(rowKey(CONVERSATION, PATIENT))).toMatchObject({ unread_count: 0, last_seq: 2 })
    foldConversationEvent(
      rows,
      envelope('MessageRead', {
        conversationId: CONVERSATION,
        readerUserId: PROVIDER,
        upToSeq: 2,
        unreadAfter: 0,
        patientUserId: PATIENT,
        providerUserId: PROVIDER,
      })
    )
    expect(rows.get(rowKey(CONVERSATION, PROVIDER))!.unread_count).toBe(0)
    expect(rows.get(rowKey(CONVERSATION, PATIENT))!.counterpart_read_seq).toBe(2)
  })
})
