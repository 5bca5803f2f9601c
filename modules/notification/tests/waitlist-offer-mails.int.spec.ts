import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'

/**
 * Issue 20: notification mails a waitlist offer from scheduling's WaitlistSlotOffered (no call
 * from scheduling into notification), exactly once however often the event arrives.
 */
let server: Awaited<ReturnType<typeof bootApp>>

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(() => server?.stop())

async function appendOffer(payload: Record<string, unknown>) {
  const { appendEvents, rowToEnvelope, ENVELOPE_COLUMNS } = await server.import('#events/outbox')
  const { WaitlistSlotOfferedV1 } = await server.import('#events/scheduling/waitlist-slot-offered')
  const offerId = payload.offerId as string
  await server.db.transaction((trx: any) => appendEvents(trx, [WaitlistSlotOfferedV1.create(offerId, payload)]))
  const { rows } = await server.db.rawQuery(`SELECT ${ENVELOPE_COLUMNS} FROM event_log WHERE aggregate_id = ?`, [offerId])
  return rowToEnvelope(rows[0])
}

const offer = (overrides: Record<string, unknown> = {}) => ({
  offerId: randomUUID(),
  waitlistEntryId: randomUUID(),
  patientId: randomUUID(),
  patientUserId: randomUUID(),
  providerId: randomUUID(),
  providerUserId: randomUUID(),
  providerName: 'Ns. Antrean',
  scheduledAt: '2030-03-04T03:30:00.000Z',
  expiresAt: '2030-03-03T04:00:00.000Z',
  patientName: 'Siti Menunggu',
  patientEmail: `menunggu-${randomUUID().slice(0, 8)}@contoh.id`,
  durationMinutes: 30,
  timezone: 'Asia/Jakarta',
  ...overrides,
})

const mailsOf = (offerId: string) => server.db.from('notification_reminders').where('dedupe_key', `waitlist-offer:${offerId}`)

describe('the waitlist offer e-mail', () => {
  it('is queued by notification from WaitlistSlotOffered, once, though the event is redelivered', async () => {
    const payload = offer()
    const event = await appendOffer(payload)
    // live delivery through the relay
    await eventually(async () => (await mailsOf(payload.offerId)).length === 1, 10_000)

    const { runtime, consumers } = await server.events()
    const { WAITLIST_OFFER_MAILS_CONSUMER } = await server.import('#modules/notification/index')
    const consumer = consumers.find((c: any) => c.name === WAITLIST_OFFER_MAILS_CONSUMER)!
    // the transport delivers it again (at-least-once), twice at the same time
    await Promise.all([runtime.deliver(consumer, event), runtime.deliver(consumer, event)])
    // and even past the inbox (a replay of the consumer), the offer's dedupe key holds
    await server.db.transaction((trx: any) => consumer.applyBatch!([event], trx, (t: string) => t))

    const rows = await mailsOf(payload.offerId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'WAITLIST_OFFER', recipient_email: payload.patientEmail, recipient_role: 'PATIENT' })
    expect(rows[0].payload.subject).toBe('Slot tersedia untuk Anda: Ns. Antrean, Senin, 4 Maret 2030')
    const inbox = await server.db.from('consumer_inbox').where({ consumer: WAITLIST_OFFER_MAILS_CONSUMER, event_id: event.id })
    expect(inbox).toHaveLength(1)
  })

  it("queues nothing for an offer appended before the event carried the patient's address", async () => {
    const { patientName, patientEmail, ...old } = offer()
    void patientName
    void patientEmail
    const event = await appendOffer(old)
    const { WAITLIST_OFFER_MAILS_CONSUMER } = await server.import('#modules/notification/index')
    await eventually(
      async () =>
        (await server.db.from('consumer_inbox').where({ consumer: WAITLIST_OFFER_MAILS_CONSUMER, event_id: event.id })).length === 1,
      10_000
    )
    expect(await mailsOf(old.offerId)).toHaveLength(0)
  })
})
