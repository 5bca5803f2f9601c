import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { book, newPatient, newProvider, register, slotAt, type Account } from './fixtures.js'
import { duplicatesIn, idsOf, insertAppointmentsDirectly, walkArray, walkTab } from './direct-rows.js'

let server: Awaited<ReturnType<typeof bootApp>>
let provider: Account
let regular: Account
let rival: Account
const existing = new Map<string, string>() // id -> status, rows present before any walk starts

const DAY = 24 * 60
const TABS = ['ALL', 'SCHEDULED', 'COMPLETED', 'CANCELLED'] as const

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  provider = await newProvider(server.url)
  regular = await newPatient(server.url, { fullName: 'Pasien Tetap' })
  rival = await newPatient(server.url, { fullName: 'Pasien Lain' })
  // 40 past ones (hourly back from yesterday) and 25 future ones (from in 40 days, every 90 minutes)
  const past = await insertAppointmentsDirectly(server.db, {
    patient: regular,
    provider,
    from: new Date(Date.now() - DAY * 60_000),
    stepMinutes: -60,
    count: 40,
    kind: 'past',
  })
  const future = await insertAppointmentsDirectly(server.db, {
    patient: regular,
    provider,
    from: new Date(Date.now() + 40 * DAY * 60_000),
    stepMinutes: 90,
    count: 25,
    kind: 'SCHEDULED',
  })
  const rows = await server.db.rawQuery(`SELECT id, status FROM appointments WHERE id = ANY(?)`, [[...past, ...future]])
  for (const row of rows.rows) existing.set(row.id, row.status)
})
afterAll(async () => server?.stop())

/** The rival patient books `n` clinic slots (days 2…) one after another, while the walks run. */
async function bookMeanwhile(n: number) {
  const booked: string[] = []
  const times = ['09:00', '10:30', '14:00', '15:30', '16:00']
  for (let i = 0; i < n; i++) {
    const res = await book(rival, provider.user.profile.id, slotAt(2 + Math.floor(i / times.length), times[i % times.length]))
    expect(res.status, res.text).toBe(201)
    booked.push(res.body.id)
  }
  return booked
}

describe('walking every page while bookings arrive', () => {
  it('GET /api/appointments (upcoming, then from=past) and each /list tab: every row once, no gaps', async () => {
    const [upcoming, past, ...tabs] = await Promise.all([
      walkArray(provider.client, '/api/appointments?limit=4'),
      walkArray(provider.client, '/api/appointments?from=past&limit=6'),
      ...TABS.map((tab) => walkTab(provider.client, tab, 5)),
      bookMeanwhile(10),
    ])
    const spec = [...idsOf(upcoming.items), ...idsOf(past.items)]
    expect(duplicatesIn(spec)).toEqual([])
    for (const id of existing.keys()) expect(spec).toContain(id)
    // upcoming: ascending from today; past: newest first
    const upTimes = upcoming.items.map((a) => a.scheduledAt)
    expect(upTimes).toEqual([...upTimes].sort())
    const pastTimes = past.items.map((a) => a.scheduledAt)
    expect(pastTimes).toEqual([...pastTimes].sort().reverse())

    for (const [i, tab] of TABS.entries()) {
      const ids = idsOf((tabs[i] as { items: any[] }).items)
      expect(duplicatesIn(ids), tab).toEqual([])
      const expected = [...existing].filter(([, status]) => tab === 'ALL' || status === tab).map(([id]) => id)
      for (const id of expected) expect(ids, tab).toContain(id)
      if (tab !== 'ALL') expect((tabs[i] as { items: any[] }).items.every((a) => a.status === tab)).toBe(true)
    }
  })

  it('once settled, the tab walks add up to the overview counts', async () => {
    const settled = async () => {
      const res = await provider.client.get('/api/appointments/overview')
      return res.body.counts.ALL === existing.size + 10 ? res : null
    }
    const overview = (await eventually(settled, 10_000))!
    for (const tab of TABS) {
      const walked = await walkTab(provider.client, tab, 100)
      expect(walked.items.length, tab).toBe(overview.body.counts[tab])
    }
    expect(overview.body.total).toBe(overview.body.counts.ALL)
  })
})

describe('page size, cursors, isolation', () => {
  it('?limit=1000 is capped at 100; a walk at the cap ends without Link / nextCursor', async () => {
    const first = await provider.client.get('/api/appointments/list?status=ALL&limit=1000')
    expect(first.status).toBe(200)
    expect(first.body.items.length).toBeLessThanOrEqual(100)
    const spec = await provider.client.get('/api/appointments?from=past&limit=1000')
    expect(spec.body.length).toBeLessThanOrEqual(100)
    const all = await walkArray(provider.client, '/api/appointments?from=past&limit=1000')
    expect(all.pages).toBe(1) // 40 past rows: one page, and it says nothing more exists
    expect((await provider.client.get('/api/appointments?from=past&limit=40')).headers.get('link')).toBeNull()
    expect((await provider.client.get('/api/appointments?from=past&limit=39')).headers.get('link')).toMatch(/rel="next"/)
  })

  it('malformed and foreign cursors are a 400 with a JSON message', async () => {
    const scheduled = await provider.client.get('/api/appointments/list?status=SCHEDULED&limit=2')
    const tabCursor = scheduled.body.nextCursor as string
    expect(tabCursor).toBeTruthy()
    const spec = await provider.client.get('/api/appointments?limit=2')
    const specCursor = /cursor=([^&>]+)/.exec(spec.headers.get('link')!)![1]
    const forged = Buffer.from(JSON.stringify({ k: 'appointments-tab:ALL', v: ['U', 'x', 'y', 'z'] })).toString('base64url')
    const cases = [
      '/api/appointments/list?status=COMPLETED&cursor=' + tabCursor, // another tab's
      '/api/appointments/list?status=ALL&cursor=' + specCursor, // the spec list's
      '/api/appointments?from=past&cursor=' + specCursor, // the upcoming window's
      '/api/appointments?cursor=' + tabCursor,
      '/api/appointments/list?cursor=not*a*cursor',
      '/api/appointments/list?cursor=' + forged,
      '/api/providers?cursor=' + tabCursor,
    ]
    for (const path of cases) {
      const res = await provider.client.get(path)
      expect(res.status, path).toBe(400)
      expect(res.body.message, path).toMatch(/Kursor/)
      expect(res.body.errors[0].field, path).toBe('cursor')
    }
    expect((await provider.client.get('/api/appointments/list?status=LATER')).status).toBe(422)
    expect((await provider.client.get('/api/appointments?limit=0')).status).toBe(400)
  })

  it("a patient never sees another patient's rows, on any page of any list", async () => {
    for (const who of [regular, rival]) {
      const lists = [
        (await walkArray(who.client, '/api/appointments?limit=3')).items,
        (await walkArray(who.client, '/api/appointments?from=past&limit=7')).items,
        ...(await Promise.all(TABS.map((tab) => walkTab(who.client, tab, 6)))).map((w) => w.items),
      ]
      expect(lists.flat().length).toBeGreaterThan(0)
      for (const item of lists.flat()) expect(item.patient.id).toBe(who.user.profile.id)
      const overview = await who.client.get('/api/appointments/overview')
      for (const item of [...overview.body.upcoming, ...overview.body.recent]) expect(item.patient.id).toBe(who.user.profile.id)
    }
  })

  it('admins get 403 on every list; no session 401', async () => {
    const admin = await register(server.url, patientPayload({ role: 'ADMIN' }))
    for (const path of ['/api/appointments', '/api/appointments/overview', '/api/appointments/list']) {
      expect((await new Client(server.url).get(path)).status, path).toBe(401)
      expect((await admin.client.get(path)).status, path).toBe(403)
    }
  })
})
