import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { book, newPatient, newProvider, slotAt, type Account } from './fixtures.js'
import { insertAppointmentsDirectly } from './direct-rows.js'

/**
 * The dashboard overview a node keeps per viewer (queries/kept-answers.ts): kept while nothing
 * of the viewer's changes, forgotten on the projection's announcement, never older than the
 * viewer's own last write.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let provider: Account
let patient: Account
let other: Account

const overview = async (who: Account) => {
  const res = await who.client.get('/api/appointments/overview')
  expect(res.status, res.text).toBe(200)
  return res.body as { total: number; upcomingCount: number; counts: Record<string, number>; upcoming: Array<{ id: string }> }
}
const announce = (keys: string) =>
  server.db.rawQuery(`SELECT pg_notify('telerawat_read_models', ?)`, [`scheduling.appointment-views ${keys}`])
const counted = (userId: string, delta: number) =>
  server.db.rawQuery(`UPDATE rm_appointment_counts SET cancelled = cancelled + ? WHERE user_id = ?`, [delta, userId])

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  provider = await newProvider(server.url)
  patient = await newPatient(server.url)
  other = await newPatient(server.url)
  const booked = await book(patient, provider.user.profile.id, slotAt(1, '09:00'))
  expect(booked.status, booked.text).toBe(201)
  await eventually(async () => (await overview(provider)).total === 1, 10_000)
})
afterAll(async () => server?.stop())

describe('the overview a node keeps', () => {
  it('is kept while nothing is announced, and forgotten when the viewer is', async () => {
    const before = await overview(provider)
    // a change written past the projection (no announcement) is not seen: the answer is kept
    await counted(provider.user.id, 7)
    try {
      expect((await overview(provider)).counts.CANCELLED).toBe(before.counts.CANCELLED)
      // announcing someone else changes nothing for this viewer
      await announce(other.user.id)
      await new Promise((r) => setTimeout(r, 200))
      expect((await overview(provider)).counts.CANCELLED).toBe(before.counts.CANCELLED)
      // announcing this viewer makes every node read again
      await announce(provider.user.id)
      await eventually(async () => (await overview(provider)).counts.CANCELLED === before.counts.CANCELLED + 7, 2000)
    } finally {
      await counted(provider.user.id, -7)
      await announce('*')
    }
    await eventually(async () => (await overview(provider)).counts.CANCELLED === before.counts.CANCELLED, 2000)
  })

  it("another patient's booking reaches the provider's kept overview by the projection's announcement (well inside the 10 s backstop)", async () => {
    const before = await overview(provider)
    const booked = await book(other, provider.user.profile.id, slotAt(1, '10:30'))
    expect(booked.status, booked.text).toBe(201)
    const started = Date.now()
    // the provider's session has no position of this write: only the announcement can refresh it
    await eventually(async () => (await overview(provider)).upcomingCount === before.upcomingCount + 1, 3000)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it("the viewer's own write is in the very next read (read-your-writes), kept answer or not", async () => {
    for (const time of ['09:00', '10:30', '14:00']) {
      const before = await overview(patient)
      await overview(patient) // kept now
      const booked = await book(patient, provider.user.profile.id, slotAt(2, time))
      expect(booked.status, booked.text).toBe(201)
      const after = await overview(patient) // the booking's position cookie, no retry
      expect(after.upcomingCount).toBe(before.upcomingCount + 1)
      expect(after.upcoming.map((a) => a.id)).toContain(booked.body.id)
    }
  })

  it('a replay swaps the read model in and announces everything', async () => {
    const before = await overview(provider)
    // drift written past the projection, made visible, then kept: a rebuild from the events removes it
    await counted(provider.user.id, 5)
    await announce(provider.user.id)
    await eventually(async () => (await overview(provider)).counts.CANCELLED === before.counts.CANCELLED + 5, 2000)
    const { replayConsumer } = await server.import('#events/replay')
    const { runtime, consumers } = await server.events()
    const projection = consumers.find((c: { name: string }) => c.name === 'scheduling.appointment-views')
    await replayConsumer(server.db, runtime, projection)
    // without the swap's announcement the kept answer would stand for up to 10 s
    await eventually(async () => (await overview(provider)).counts.CANCELLED === before.counts.CANCELLED, 2000)
  })

  it("the appointment list pages are kept and forgotten the same way, and show the viewer's own booking at once", async () => {
    const list = async () => {
      const res = await patient.client.get('/api/appointments/list?status=ALL&limit=2')
      expect(res.status, res.text).toBe(200)
      return res.body as { items: Array<{ id: string; reason: string }>; nextCursor: string | null }
    }
    const first = await list()
    const id = first.items[0].id
    await server.db.rawQuery(`UPDATE rm_appointment_views SET reason = 'diubah langsung' WHERE id = ?`, [id])
    expect((await list()).items[0].reason).toBe(first.items[0].reason) // kept
    await announce(patient.user.id)
    await eventually(async () => (await list()).items[0].reason === 'diubah langsung', 2000)

    const walk = (cursor: string | null) =>
      patient.client.get(`/api/appointments/list?status=ALL&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
    expect((await walk(null)).body.nextCursor).toBeNull() // one page, now kept
    const booked = await book(patient, provider.user.profile.id, slotAt(3, '09:00'))
    expect(booked.status, booked.text).toBe(201)
    // the booking's position cookie: the kept page (from before it) is not served
    const all: string[] = (await walk(null)).body.items.map((a: { id: string }) => a.id)
    expect(all).toContain(booked.body.id)
    expect(new Set(all).size).toBe(all.length)
  })

  it('a kept list page and overview are shaped again when an appointment in them ends: its meeting link goes, with nothing announced', async () => {
    const [someone, nurse] = await Promise.all([newPatient(server.url), newProvider(server.url)])
    // one appointment ending about 3 s from now, written past the projection: an hour long, so it
    // left the overview's upcoming list long ago and nothing but its end bounds its kept answers
    const endsIn = 3000
    const [id] = await insertAppointmentsDirectly(server.db, {
      patient: someone,
      provider: nurse,
      from: new Date(Date.now() - 60 * 60_000 + endsIn),
      stepMinutes: 30,
      count: 1,
      kind: 'SCHEDULED',
    })
    await server.db.rawQuery('UPDATE rm_appointment_views SET duration_minutes = 60 WHERE id = ?', [id])
    const item = async () => {
      const res = await nurse.client.get('/api/appointments/list?status=ALL&limit=5')
      expect(res.status, res.text).toBe(200)
      return { body: res.body.items.find((a: { id: string }) => a.id === id), etag: res.headers.get('etag') }
    }
    // the dashboard overview's recent list: its kept, frozen answer is made again the same way
    const recent = async () => {
      const res = await nurse.client.get('/api/appointments/overview')
      expect(res.status, res.text).toBe(200)
      return { body: res.body.recent.find((a: { id: string }) => a.id === id), etag: res.headers.get('etag') }
    }
    const first = await item()
    const firstRecent = await recent()
    expect(first.body.meetLink).toContain(id)
    expect(firstRecent.body.meetLink).toContain(id)
    const again = await item()
    expect(again.body).toEqual(first.body)
    expect(again.etag).toBe(first.etag)
    expect((await recent()).etag).toBe(firstRecent.etag)
    await new Promise((r) => setTimeout(r, endsIn + 300))
    const ended = await item()
    expect(ended.body.status).toBe('SCHEDULED')
    expect(ended.body.meetLink).toBeUndefined()
    expect(ended.etag).not.toBe(first.etag)
    const endedRecent = await recent()
    expect(endedRecent.body.meetLink).toBeUndefined()
    expect(endedRecent.etag).not.toBe(firstRecent.etag)
  })
})
