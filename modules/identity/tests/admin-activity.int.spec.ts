import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { book, slotAt } from '../../scheduling/tests/fixtures.js'

/** 'Aktivitas Terkini': the read model fed by real events, its pages, and its live push to admins. */

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client
let adminId: string
const sockets: Socket[] = []

async function register(payload: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body }
}

const feed = async (query = '') => {
  const res = await admin.get(`/api/admin/activity${query}`)
  expect(res.status, res.text).toBe(200)
  return res.body as { items: any[]; nextCursor: string | null }
}

async function socketOf(client: Client) {
  const socket = await connectSocket(server.url, client.cookieHeader)
  sockets.push(socket)
  return socket
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const registered = await register(patientPayload({ role: 'ADMIN', fullName: 'Admin Aktivitas' }))
  admin = registered.client
  adminId = registered.user.id
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.stop()
})

describe('GET /api/admin/activity', () => {
  it('shows registrations, suspensions, bookings, settings changes and exports with their people', async () => {
    const patient = await register(patientPayload({ fullName: 'Sri Wahyuni', email: 'sri.aktivitas@contoh.id' }))
    const provider = await register(providerPayload({ displayName: 'dr. Aktivitas', email: 'dokter.aktivitas@contoh.id' }))
    const booked = await book(patient as any, provider.user.profile.id, slotAt(5, '10:30'))
    expect(booked.status, booked.text).toBe(201)
    expect((await admin.patch(`/api/admin/users/${patient.user.id}`, { status: 'SUSPENDED' })).status).toBe(200)
    expect((await admin.patch('/api/admin/settings', { waitlistHoldMinutes: 45 })).status).toBe(200)
    expect((await admin.get('/api/admin/users/export.csv?filter=providers')).status).toBe(200)

    const items: any[] = await eventually<any>(async () => {
      const page = await feed()
      return page.items.some((i) => i.type === 'AdminUsersExported') && page.items
    })
    const byType = (type: string) => items.find((i) => i.type === type)
    expect(items.map((i) => i.type)).toEqual([
      'AdminUsersExported',
      'ClinicSettingsUpdated',
      'UserSuspended',
      'AppointmentBooked',
      'UserRegistered',
      'UserRegistered',
      'UserRegistered',
    ])
    expect(byType('UserSuspended')).toMatchObject({
      actor: { id: adminId, name: 'Admin Aktivitas', role: 'ADMIN' },
      subject: { id: patient.user.id, name: 'Sri Wahyuni', email: 'sri.aktivitas@contoh.id', role: 'PATIENT' },
      params: { role: 'PATIENT' },
    })
    expect(byType('AppointmentBooked')).toMatchObject({
      actor: { id: patient.user.id },
      subject: { id: patient.user.id },
      other: { id: provider.user.id, name: 'dr. Aktivitas', role: 'PROVIDER' },
      params: { scheduledAt: booked.body.scheduledAt },
    })
    // no clinical content or reasons in an entry
    expect(JSON.stringify(byType('AppointmentBooked'))).not.toContain(booked.body.reason ?? '\u0000')
    expect(byType('ClinicSettingsUpdated')).toMatchObject({ actor: { id: adminId }, params: { changed: ['waitlistHoldMinutes'] } })
    expect(byType('AdminUsersExported')).toMatchObject({
      actor: { id: adminId },
      params: { filter: 'providers', search: '', rowCount: 1 },
    })
    const registration = items.find((i) => i.type === 'UserRegistered' && i.subject?.id === provider.user.id)
    expect(registration).toMatchObject({ actor: { id: provider.user.id }, params: { role: 'PROVIDER' } })
    expect(new Date(registration.at).getTime()).toBeGreaterThan(Date.now() - 120_000)
  })

  it('pushes each new entry live to admins, and to nobody else', async () => {
    const adminSocket = await socketOf(admin)
    const patient = await register(patientPayload())
    const patientSocket = await socketOf(patient.client)
    const heardByAdmin: any[] = []
    const heardByPatient: any[] = []
    adminSocket.on('activity.added', (push) => heardByAdmin.push(push))
    patientSocket.on('activity.added', (push) => heardByPatient.push(push))

    const newcomer = await register(patientPayload({ fullName: 'Pendaftar Baru', email: 'pendaftar.baru@contoh.id' }))
    const { rows } = await server.db.rawQuery(
      `SELECT position::text AS position FROM event_log WHERE type = 'UserRegistered' AND aggregate_id = ?`,
      [newcomer.user.id]
    )
    const push = await eventually(() => heardByAdmin.find((p) => p.position === rows[0].position))
    expect(push).toEqual({ type: 'UserRegistered', position: expect.stringMatching(/^\d+$/), at: expect.any(String) })
    // the refetch the push asks for waits for the read model (X-Min-Position) and finds the entry
    const res = await admin.get('/api/admin/activity', { 'x-min-position': push.position })
    expect(res.body.items[0]).toMatchObject({
      id: push.position,
      type: 'UserRegistered',
      subject: { id: newcomer.user.id, name: 'Pendaftar Baru' },
    })
    expect(heardByPatient).toEqual([])
  })

  it('pages newest first with a cursor, caps a page at 100, and refuses a foreign cursor', async () => {
    for (let i = 0; i < 6; i++) await register(patientPayload())
    const all: any[] = await eventually<any>(async () => {
      const page = await feed('?limit=100')
      return page.items.length >= 15 && page.items
    })
    const walked: any[] = []
    let cursor: string | null = null
    do {
      const page = await feed(`?limit=4${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.items.length).toBeLessThanOrEqual(4)
      walked.push(...page.items)
      cursor = page.nextCursor
    } while (cursor)
    expect(walked.map((i) => i.id)).toEqual(all.map((i: any) => i.id))
    const positions = walked.map((i) => BigInt(i.id))
    expect([...positions].sort((a, b) => (a > b ? -1 : 1))).toEqual(positions)

    await server.db.rawQuery(
      `INSERT INTO rm_admin_activity (position, event_id, type, params, occurred_at)
       SELECT 1000000 + g, gen_random_uuid(), 'UserRegistered', '{"role":"PATIENT"}', now() FROM generate_series(1, 150) g`
    )
    const capped = await feed('?limit=1000')
    expect(capped.items).toHaveLength(100)
    expect(capped.items[0]).toMatchObject({ id: '1000150', actor: null, subject: null })
    expect((await feed()).items).toHaveLength(20)
    const foreign = await admin.get('/api/admin/users/page?limit=1')
    const refused = await admin.get(`/api/admin/activity?cursor=${foreign.body.nextCursor}`)
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].field).toBe('cursor')
    expect((await admin.get('/api/admin/activity?limit=0')).status).toBe(400)
  })

  it('is for admins only', async () => {
    expect((await new Client(server.url).get('/api/admin/activity')).status).toBe(401)
    const patient = await register(patientPayload())
    expect((await patient.client.get('/api/admin/activity')).status).toBe(403)
    const provider = await register(providerPayload())
    expect((await provider.client.get('/api/admin/activity')).status).toBe(403)
  })
})
