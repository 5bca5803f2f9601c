import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { book, newPatient, newProvider, slotAt, type Account } from './fixtures.js'
import { insertAppointmentsDirectly, walkTab } from './direct-rows.js'

let server: Awaited<ReturnType<typeof bootApp>>

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

const MINUTE = 60_000
const yesterday = () => new Date(Date.now() - 24 * 60 * MINUTE)

/** Books tomorrow's `time` for `patient` and reads the overview and the spec list's first page after it. */
async function bookAndRead(patient: Account, provider: Account, time: string) {
  const booked = await book(patient, provider.user.profile.id, slotAt(1, time))
  expect(booked.status, booked.text).toBe(201)
  const position = { 'x-min-position': booked.headers.get('x-event-position')! }
  const overview = await provider.client.get('/api/appointments/overview', position)
  expect(overview.status).toBe(200)
  const firstPage = await provider.client.get('/api/appointments', position)
  expect(firstPage.status).toBe(200)
  return { id: booked.body.id as string, overview: overview.body, firstPage: firstPage.body as any[] }
}

describe('a provider with a long history', () => {
  it('the 1,001st appointment (upcoming, booked after 1,000 past ones) is on the dashboard and the first page', async () => {
    const provider = await newProvider(server.url)
    const patient = await newPatient(server.url)
    await insertAppointmentsDirectly(server.db, { patient, provider, from: yesterday(), stepMinutes: -60, count: 1000, kind: 'past' })

    const { id, overview, firstPage } = await bookAndRead(patient, provider, '09:00')
    expect(overview.total).toBe(1001)
    expect(overview.upcoming.map((a: any) => a.id)).toEqual([id])
    expect(overview.upcoming[0].meetLink).toMatch(/^https?:\/\//)
    expect(firstPage.map((a) => a.id)).toEqual([id])
    // the patient's side too
    const mine = await patient.client.get('/api/appointments/overview')
    expect(mine.body.upcoming[0].id).toBe(id)
    expect(mine.body.upcomingCount).toBe(1)
  })

  it('the 10,001st (10,000 rows inserted directly) is on the dashboard and the first page; counts add up', async () => {
    const provider = await newProvider(server.url)
    const patient = await newPatient(server.url)
    await insertAppointmentsDirectly(server.db, { patient, provider, from: yesterday(), stepMinutes: -90, count: 9800, kind: 'past' })
    const threeDays = new Date(Date.now() + 3 * 24 * 60 * MINUTE)
    await insertAppointmentsDirectly(server.db, {
      patient,
      provider,
      from: threeDays,
      stepMinutes: 360,
      count: 200,
      kind: 'SCHEDULED',
    })

    const { id, overview, firstPage } = await bookAndRead(patient, provider, '10:30')
    expect(overview.total).toBe(10_001)
    expect(overview.counts).toEqual({ ALL: 10_001, SCHEDULED: 201, COMPLETED: 7350, CANCELLED: 2450 })
    expect(overview.upcoming).toHaveLength(5)
    expect(overview.upcoming[0].id).toBe(id)
    expect(overview.recent).toHaveLength(5)
    expect(firstPage).toHaveLength(50)
    expect(firstPage[0].id).toBe(id)

    // each tab's first page is one bounded read
    const scheduled = await provider.client.get('/api/appointments/list?status=SCHEDULED&limit=50')
    expect(scheduled.body.items[0].id).toBe(id)
    expect(scheduled.body.nextCursor).toBeTruthy()
    const cancelled = await walkTab(provider.client, 'CANCELLED', 100)
    expect(cancelled.items).toHaveLength(2450)
    expect(cancelled.pages).toBe(25)
  })
})
