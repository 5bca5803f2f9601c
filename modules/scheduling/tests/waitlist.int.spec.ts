import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'
import { mimeParts, startSmtpSink } from '../../notification/tests/support.js'
import { clinicDate, newPatient, newProvider, slotAt, type Account } from './fixtures.js'

const TIMES = ['09:00', '10:30', '14:00', '15:30', '16:00']

let server: Awaited<ReturnType<typeof bootApp>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let scheduling: typeof import('#modules/scheduling/index')
let provider: Account
let booker: Account
let day = 3

beforeAll(async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url // read when the notification module starts
  server = await bootApp()
  await resetDatabase(server.db)
  scheduling = await server.import('#modules/scheduling/index')
  provider = await newProvider(server.url, { displayName: 'dr. Antrean Penuh' })
  booker = await newPatient(server.url, { fullName: 'Pemesan Semua Slot' })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await sink?.close()
  delete process.env.SMTP_URL
})

const providerId = () => provider.user.profile.id

/** Books every slot of a fresh day (clinic-local offset) for the booker; returns the day and the ids by time. */
async function fullDay(by: Account = booker) {
  const offset = day++
  const ids: Record<string, string> = {}
  for (const time of TIMES) {
    const res = await by.client.post('/api/appointments', { providerId: providerId(), scheduledAt: slotAt(offset, time) })
    expect(res.status, res.text).toBe(201)
    ids[time] = res.body.id
  }
  return { offset, date: clinicDate(offset), ids }
}

const join = (patient: Account, date: string, id = providerId()) => patient.client.post('/api/waitlist', { providerId: id, date })
const cancel = (appointmentId: string, by: Account = booker) =>
  by.client.patch(`/api/appointments/${appointmentId}/status`, { status: 'CANCELLED' })
const myWaitlist = async (patient: Account) => {
  const res = await patient.client.get('/api/waitlist')
  expect(res.status, res.text).toBe(200)
  return res.body.items as any[]
}
const offersOn = (date: string) => server.db.from('waitlist_offers').where({ provider_id: providerId(), date }).orderBy('offered_at')

/** Waits until the patient's entry for `date` shows an open offer; returns it. */
async function offerOf(patient: Account, date: string) {
  return eventually(
    async () => (await myWaitlist(patient)).find((e) => e.date === date && e.offer?.status === 'OFFERED')?.offer,
    10_000
  )
}

async function waiters(n: number, date: string) {
  const patients: Account[] = []
  for (let i = 0; i < n; i++) {
    const patient = await newPatient(server.url, { fullName: `Pasien Antre ${day}-${i}` })
    const res = await join(patient, date)
    expect(res.status, res.text).toBe(201)
    expect(res.body).toMatchObject({ status: 'WAITING', position: i + 1, date, providerName: 'dr. Antrean Penuh' })
    patients.push(patient)
  }
  return patients
}

describe('joining a waitlist', () => {
  it('is refused with 422 while the day still has a free slot, for a past day, or a day off; nothing is stored', async () => {
    const patient = await newPatient(server.url)
    const free = await join(patient, clinicDate(day))
    expect(free.status, free.text).toBe(422)
    expect(free.body.code).toBe('scheduling.waitlist_day_has_free_slots')
    expect(free.body.errors).toEqual([{ field: 'date', message: expect.any(String) }])
    const today = await join(patient, clinicDate(0))
    expect(today.status).toBe(422)
    expect(today.body.code).toBe('scheduling.waitlist_day_passed')
    const bad = await patient.client.post('/api/waitlist', { providerId: 'bukan-uuid', date: '2026-13-45' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['date', 'providerId'])
    const unknown = await join(patient, clinicDate(day), '00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(await server.db.from('waitlist_entries').count('* as n').first()).toMatchObject({ n: '0' })
    expect(await server.db.from('event_log').where('type', 'WaitlistJoined').count('* as n').first()).toMatchObject({ n: '0' })
  })

  it('is allowed once the day is full, once per patient (409 on a second join), in join order; only patients', async () => {
    const { date } = await fullDay()
    const [first, second] = await waiters(2, date)
    const again = await join(first, date)
    expect(again.status, again.text).toBe(409)
    expect(again.body.code).toBe('scheduling.waitlist_already_waiting')
    expect(await server.db.from('waitlist_entries').where({ date }).count('* as n').first()).toMatchObject({ n: '2' })
    expect((await myWaitlist(second)).map((e) => e.position)).toEqual([1 + 1])
    // someone with a booking that day does not wait for another one
    expect((await join(booker, date)).body.code).toBe('scheduling.waitlist_already_booked')
    expect((await provider.client.post('/api/waitlist', { providerId: providerId(), date })).status).toBe(403)
    expect((await provider.client.get('/api/waitlist')).status).toBe(403)
  })

  it('a patient leaves their own entry; another patient cannot touch it (404)', async () => {
    const { date } = await fullDay()
    const [mine, other] = await waiters(2, date)
    const entry = (await myWaitlist(mine))[0]
    expect((await other.client.delete(`/api/waitlist/${entry.id}`)).status).toBe(404)
    const left = await mine.client.delete(`/api/waitlist/${entry.id}`)
    expect(left.status, left.text).toBe(200)
    expect(left.body).toEqual({ id: entry.id, status: 'LEFT' })
    expect(await myWaitlist(mine)).toEqual([])
    expect((await myWaitlist(other))[0].position).toBe(1)
    expect(await server.db.from('event_log').where({ type: 'WaitlistLeft', aggregate_id: entry.id })).toHaveLength(1)
  })

  it('GET /api/waitlist is cursor-paged with a cap', async () => {
    const patient = await newPatient(server.url)
    for (let i = 0; i < 3; i++) expect((await join(patient, (await fullDay()).date)).status).toBe(201)
    const first = await patient.client.get('/api/waitlist?limit=2')
    expect(first.body.items).toHaveLength(2)
    const next = await patient.client.get(`/api/waitlist?limit=2&cursor=${first.body.nextCursor}`)
    expect(next.body.items).toHaveLength(1)
    expect(next.body.nextCursor).toBeNull()
    expect(new Set([...first.body.items, ...next.body.items].map((e: any) => e.id)).size).toBe(3)
    expect((await patient.client.get('/api/waitlist?cursor=rusak')).status).toBe(400)
  })
})

describe('a freed slot goes to the first patient in line', () => {
  it('after a cancellation: an offer held for them, an e-mail, the slot closed to others; they accept and it is booked', async () => {
    const { date, ids, offset } = await fullDay()
    const [first, second] = await waiters(2, date)
    const someoneElse = await newPatient(server.url)
    expect((await cancel(ids['10:30'])).status).toBe(200)

    const offer = await offerOf(first, date)
    expect(offer.scheduledAt).toBe(slotAt(offset, '10:30'))
    const held = (new Date(offer.expiresAt).getTime() - new Date(offer.offeredAt).getTime()) / 60_000
    expect(held).toBeCloseTo(30, 1)
    expect((await myWaitlist(second))[0]).toMatchObject({ status: 'WAITING', offer: null, position: 1 })
    const event = await server.db.from('event_log').where({ type: 'WaitlistSlotOffered', aggregate_id: offer.id }).first()
    expect(event.payload).toMatchObject({ patientUserId: first.user.id, providerName: 'dr. Antrean Penuh' })

    // (the account's e-mail verification went to the same address at registration)
    const mail = (await eventually(
      () => sink.received.find((m) => m.to.includes(first.user.email) && m.subject.startsWith('Slot tersedia')),
      10_000
    ))!
    expect(mail.subject).toContain('Slot tersedia untuk Anda: dr. Antrean Penuh')
    expect(mimeParts(mail.raw).find((p) => p.contentType.startsWith('text/plain'))?.body).toContain('Ambil slot ini')

    // held: not shown as free, not bookable by anyone else, not acceptable by anyone else
    const availability = await someoneElse.client.get(`/api/providers/${providerId()}/availability?date=${date}`)
    expect(availability.body.slots.find((s: any) => s.time === '10:30').available).toBe(false)
    const grab = await someoneElse.client.post('/api/appointments', { providerId: providerId(), scheduledAt: offer.scheduledAt })
    expect(grab.status, grab.text).toBe(409)
    expect(grab.body.code).toBe('scheduling.slot_held')
    expect((await second.client.post(`/api/waitlist/offers/${offer.id}/accept`)).status).toBe(404)
    expect((await provider.client.post(`/api/waitlist/offers/${offer.id}/accept`)).status).toBe(403)

    const accepted = await first.client.post(`/api/waitlist/offers/${offer.id}/accept`)
    expect(accepted.status, accepted.text).toBe(201)
    expect(accepted.body).toMatchObject({ status: 'SCHEDULED', scheduledAt: offer.scheduledAt })
    const entry = (await myWaitlist(first)).find((e) => e.date === date)
    expect(entry).toMatchObject({ status: 'FULFILLED', offer: { status: 'ACCEPTED', appointmentId: accepted.body.id } })
    const booked = await server.db.from('event_log').where({ type: 'AppointmentBooked', aggregate_id: accepted.body.id })
    expect(booked).toHaveLength(1)
    // the answer's position is the booking's, so the next overview read waits for the appointment views
    expect(accepted.headers.get('x-event-position')).toBe(String(booked[0].position))
    expect((await first.client.post(`/api/waitlist/offers/${offer.id}/accept`)).status).toBe(409)
    // the booking's own e-mails follow as for any booking
    await eventually(
      () => sink.received.some((m) => m.to.includes(first.user.email) && m.subject.startsWith('Janji temu dikonfirmasi')),
      10_000
    )
  })

  it("after a reschedule event: the appointment's old time is offered", async () => {
    const { date, ids, offset } = await fullDay()
    const [first] = await waiters(1, date)
    const { appendEvents } = await server.import('#events/outbox')
    const { AppointmentRescheduledV1 } = await server.import('#events/scheduling/appointment-rescheduled')
    const to = slotAt(day++, '14:00')
    await server.db.transaction(async (trx: any) => {
      const [row] = await trx
        .from('appointments')
        .where('id', ids['09:00'])
        .update({ scheduled_at: new Date(to) })
        .returning('*')
      await appendEvents(trx, [
        AppointmentRescheduledV1.create(row.id, {
          appointmentId: row.id,
          fromScheduledAt: slotAt(offset, '09:00'),
          scheduledAt: to,
          durationMinutes: 30,
          timezone: 'Asia/Jakarta',
          rescheduledBy: 'PATIENT',
          rescheduledByUserId: booker.user.id,
          sequence: 1,
          patientId: row.patient_id,
          patientUserId: row.patient_user_id,
          providerId: row.provider_id,
          providerUserId: row.provider_user_id,
        }),
      ])
    })
    const offer = await offerOf(first, date)
    expect(offer.scheduledAt).toBe(slotAt(offset, '09:00'))
  })

  it('an expired offer passes to the next patient (the late accept books nothing: 410), then frees the slot', async () => {
    const { date, ids, offset } = await fullDay()
    const [first, second] = await waiters(2, date)
    expect((await cancel(ids['16:00'])).status).toBe(200)
    const firstOffer = await offerOf(first, date)

    await server.db
      .from('waitlist_offers')
      .where('id', firstOffer.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    // the hold is over even before the worker ran
    const late = await first.client.post(`/api/waitlist/offers/${firstOffer.id}/accept`)
    expect(late.status, late.text).toBe(410)
    scheduling.waitlistExpiryWorker()!.poke()
    const secondOffer = await offerOf(second, date)
    expect(secondOffer.scheduledAt).toBe(slotAt(offset, '16:00'))
    expect((await myWaitlist(first)).find((e) => e.date === date)).toMatchObject({ status: 'EXPIRED', offer: { status: 'EXPIRED' } })
    expect((await first.client.post(`/api/waitlist/offers/${firstOffer.id}/accept`)).status).toBe(410)
    expect(
      await server.db
        .from('appointments')
        .where({ provider_id: providerId() })
        .where('scheduled_at', new Date(secondOffer.scheduledAt))
        .whereNot('status', 'CANCELLED')
    ).toEqual([])

    // nobody else waits: once the second hold ends, the slot is free for everyone
    await server.db
      .from('waitlist_offers')
      .where('id', secondOffer.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    scheduling.waitlistExpiryWorker()!.poke()
    await eventually(async () => {
      const res = await booker.client.get(`/api/providers/${providerId()}/availability?date=${date}`)
      return res.body.slots.find((s: any) => s.time === '16:00').available
    }, 10_000)
    const closed = await server.db.from('event_log').where('type', 'WaitlistOfferClosed').whereRaw(`payload->>'outcome' = 'EXPIRED'`)
    expect(closed.map((e: any) => e.aggregate_id)).toEqual(expect.arrayContaining([firstOffer.id, secondOffer.id]))
  })

  it('the admin setting waitlistHoldMinutes sets the hold of the next offer', async () => {
    const admin = await registerAccount(server.url, 'ADMIN')
    expect((await admin.client.patch('/api/admin/settings', { waitlistHoldMinutes: 5 })).status).toBe(200)
    try {
      const { date, ids } = await fullDay()
      const [first] = await waiters(1, date)
      expect((await cancel(ids['14:00'])).status).toBe(200)
      const offer = await offerOf(first, date)
      expect((new Date(offer.expiresAt).getTime() - new Date(offer.offeredAt).getTime()) / 60_000).toBeCloseTo(5, 1)
    } finally {
      expect((await admin.client.patch('/api/admin/settings', { waitlistHoldMinutes: 30 })).status).toBe(200)
    }
  })

  it('declining passes the slot on at once', async () => {
    const { date, ids } = await fullDay()
    const [first, second] = await waiters(2, date)
    expect((await cancel(ids['09:00'])).status).toBe(200)
    const offer = await offerOf(first, date)
    expect((await second.client.post(`/api/waitlist/offers/${offer.id}/decline`)).status).toBe(404)
    expect((await first.client.post(`/api/waitlist/offers/${offer.id}/decline`)).status).toBe(200)
    expect((await offerOf(second, date)).scheduledAt).toBe(offer.scheduledAt)
  })
})

describe('exactly one patient per slot, under races', () => {
  it('two cancellations committed at once: two offers, one per slot, to the first two in line; a double accept books once', async () => {
    for (let round = 0; round < 3; round++) {
      const { date, ids } = await fullDay()
      const line = await waiters(4, date)
      const results = await Promise.all([cancel(ids['09:00']), cancel(ids['14:00'])])
      expect(results.map((r) => r.status)).toEqual([200, 200])

      const offers = await eventually(async () => {
        const rows = await offersOn(date)
        return rows.length === 2 && rows
      }, 10_000)
      expect(new Set(offers.map((o: any) => new Date(o.scheduled_at).toISOString())).size).toBe(2)
      expect(new Set(offers.map((o: any) => o.patient_user_id))).toEqual(new Set([line[0].user.id, line[1].user.id]))
      // nothing more is offered (the third and fourth still wait)
      for (const waiting of line.slice(2)) expect((await myWaitlist(waiting))[0]).toMatchObject({ status: 'WAITING', offer: null })

      const winner = line.find((p) => p.user.id === offers[0].patient_user_id)!
      const accepts = await Promise.all([0, 1, 2].map(() => winner.client.post(`/api/waitlist/offers/${offers[0].id}/accept`)))
      expect(accepts.map((r) => r.status).sort()).toEqual([201, 409, 409])
      const rows = await server.db
        .from('appointments')
        .where({ provider_id: providerId(), scheduled_at: offers[0].scheduled_at })
        .whereNot('status', 'CANCELLED')
      expect(rows).toHaveLength(1)
      expect(rows[0].patient_user_id).toBe(winner.user.id)
    }
  })

  it('two slots of one day offered by two transactions at once (as on two nodes) still go to two patients', async () => {
    const { date, ids, offset } = await fullDay()
    const line = await waiters(3, date)
    // free two slots without events, then offer both concurrently, bypassing the consumer's own ordering
    await server.db.from('appointments').whereIn('id', [ids['10:30'], ids['15:30']]).update({ status: 'CANCELLED' })
    const offerBoth = ['10:30', '15:30'].map((time) =>
      server.db.transaction((trx: any) =>
        scheduling.offerFreedSlot(trx, {
          providerId: providerId(),
          scheduledAt: new Date(slotAt(offset, time)),
          freedByAppointmentId: null,
        })
      )
    )
    const made = await Promise.all(offerBoth)
    expect(made.every(Boolean)).toBe(true)
    const offers = await offersOn(date)
    expect(offers).toHaveLength(2)
    expect(new Set(offers.map((o: any) => o.patient_user_id))).toEqual(new Set([line[0].user.id, line[1].user.id]))
    // a third attempt at an already held slot offers nothing
    const again = await server.db.transaction((trx: any) =>
      scheduling.offerFreedSlot(trx, {
        providerId: providerId(),
        scheduledAt: new Date(slotAt(offset, '10:30')),
        freedByAppointmentId: null,
      })
    )
    expect(again).toBeNull()
  })
})

describe('the type of consultation waited for (issue 22)', () => {
  it('CHAT only where the provider offers chat (422 naming type, nothing stored); the default is VIDEO', async () => {
    const { date } = await fullDay()
    const patient = await newPatient(server.url)
    const refused = await patient.client.post('/api/waitlist', { providerId: providerId(), date, type: 'CHAT' })
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body.code).toBe('scheduling.chat_not_offered')
    expect(refused.body.errors).toEqual([{ field: 'type', message: expect.any(String) }])
    const unknown = await patient.client.post('/api/waitlist', { providerId: providerId(), date, type: 'PHONE' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['type'])
    expect(await server.db.from('waitlist_entries').where({ date }).count('* as n').first()).toMatchObject({ n: '0' })
    const plain = await join(patient, date)
    expect(plain.status, plain.text).toBe(201)
    expect(plain.body.type).toBe('VIDEO')
  })

  it('a freed slot is booked as the type each patient waited for', async () => {
    expect((await provider.client.patch('/api/profile', { offersChat: true, chatFee: 50000 })).status).toBe(200)
    try {
      const { date, ids } = await fullDay()
      const chatter = await newPatient(server.url, { fullName: 'Pasien Chat' })
      const viewer = await newPatient(server.url, { fullName: 'Pasien Video' })
      const chatJoin = await chatter.client.post('/api/waitlist', { providerId: providerId(), date, type: 'CHAT' })
      expect(chatJoin.status, chatJoin.text).toBe(201)
      expect(chatJoin.body).toMatchObject({ type: 'CHAT', position: 1 })
      expect((await join(viewer, date)).body).toMatchObject({ type: 'VIDEO', position: 2 })
      const joined = await server.db.from('event_log').where({ type: 'WaitlistJoined', aggregate_id: chatJoin.body.id }).first()
      expect(joined.payload.type).toBe('CHAT')

      expect((await cancel(ids['10:30'])).status).toBe(200)
      const chatOffer = await offerOf(chatter, date)
      const chatBooking = await chatter.client.post(`/api/waitlist/offers/${chatOffer.id}/accept`)
      expect(chatBooking.status, chatBooking.text).toBe(201)
      expect(chatBooking.body.type).toBe('CHAT')
      const booked = await server.db.from('event_log').where({ type: 'AppointmentBooked', aggregate_id: chatBooking.body.id }).first()
      expect(booked.payload.type).toBe('CHAT')

      expect((await cancel(ids['14:00'])).status).toBe(200)
      const videoOffer = await offerOf(viewer, date)
      const videoBooking = await viewer.client.post(`/api/waitlist/offers/${videoOffer.id}/accept`)
      expect(videoBooking.status, videoBooking.text).toBe(201)
      expect(videoBooking.body.type).toBe('VIDEO')
    } finally {
      await provider.client.patch('/api/profile', { offersChat: false })
    }
  })
})
