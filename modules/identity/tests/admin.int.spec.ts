import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client
let adminId: string

async function snapshot() {
  const { rows } = await server.db.rawQuery(`SELECT id, email, status, anonymised_at FROM users ORDER BY id`)
  const events = await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')
  return { rows, events: events.rows[0].n }
}

async function register(payload: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', payload)
  expect(res.status).toBe(201)
  return { client, user: res.body, payload }
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const created = await register(patientPayload({ role: 'ADMIN', fullName: 'Admin Utama' }))
  admin = created.client
  adminId = created.user.id
})
afterAll(async () => server?.stop())

describe('admin endpoints: roles', () => {
  it('401 without a session, 403 for patients and providers', async () => {
    const anon = new Client(server.url)
    const patient = (await register(patientPayload())).client
    const provider = (await register(providerPayload())).client
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/stats'],
      ['PATCH', `/api/admin/users/${adminId}`],
      ['DELETE', `/api/admin/users/${adminId}`],
    ] as const) {
      expect((await anon.request(method, path, method === 'PATCH' ? { status: 'ACTIVE' } : undefined)).status).toBe(401)
      for (const client of [patient, provider]) {
        const res = await client.request(method, path, method === 'PATCH' ? { status: 'SUSPENDED' } : undefined)
        expect(res.status).toBe(403)
        expect(res.body.message).toMatch(/Akses ditolak/)
      }
    }
  })
})

describe('admin user list and stats (read model)', () => {
  it('lists users with profiles, searchable and filterable, and counts them', async () => {
    const { user } = await register(patientPayload({ fullName: 'Bambang Cariunik' }))
    const list = await admin.get('/api/admin/users?search=cariunik', { 'x-min-position': '0' })
    expect(list.status).toBe(200)
    const row = await eventually(async () => {
      const res = await admin.get('/api/admin/users?search=cariunik')
      return res.body.find((u: { id: string }) => u.id === user.id)
    })
    expect(row).toMatchObject({ role: 'PATIENT', status: 'ACTIVE', profile: { fullName: 'Bambang Cariunik' } })
    const byEmail = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)
    expect(byEmail.body.map((u: { id: string }) => u.id)).toEqual([user.id])
    const providers = await admin.get('/api/admin/users?filter=providers')
    expect(providers.body.every((u: { role: string }) => u.role === 'PROVIDER')).toBe(true)
    const stats = await admin.get('/api/admin/stats')
    const totals = await server.db.rawQuery(`SELECT count(*)::int AS n FROM users`)
    expect(stats.body.totalUsers).toBe(totals.rows[0].n)
  })

  it('an invitation is in the list at once with X-Min-Position, though its last event (UserInvited) is not one the list reads', async () => {
    const email = `undangan.${Date.now()}@telerawat.id`
    const invited = await admin.post('/api/admin/users', { role: 'ADMIN', email, fullName: 'Admin Undangan' })
    expect(invited.status, invited.text).toBe(201)
    const types = await server.db
      .from('event_log')
      .where('aggregate_id', invited.body.id)
      .orderBy('position')
      .select('type', 'position')
    expect(types.map((e: { type: string }) => e.type)).toEqual(['UserRegistered', 'UserInvited'])
    expect(String(invited.body.position)).toBe(String(types[1].position))
    const list = await admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`, {
      'x-min-position': String(invited.body.position),
    })
    expect(list.status).toBe(200)
    expect(list.body.map((u: { email: string }) => u.email)).toContain(email)
  })

  it('422 for an unknown filter', async () => {
    const res = await admin.get('/api/admin/users?filter=semua')
    expect(res.status).toBe(422)
    expect(res.body.errors[0].field).toBe('filter')
  })
})

describe('PATCH /api/admin/users/:id', () => {
  it('changes the e-mail; the list shows it at once with X-Min-Position', async () => {
    const { user } = await register(patientPayload())
    const res = await admin.patch(`/api/admin/users/${user.id}`, { email: `baru.${user.email}` })
    expect(res.status).toBe(200)
    expect(res.body.email).toBe(`baru.${user.email}`)
    const position = res.headers.get('x-event-position')!
    const list = await admin.get(`/api/admin/users?search=${encodeURIComponent('baru.' + user.email)}`, {
      'x-min-position': position,
    })
    expect(list.body[0]?.email).toBe(`baru.${user.email}`)
  })

  it('409 when the new e-mail belongs to someone else; nothing changes', async () => {
    const a = await register(patientPayload())
    const b = await register(patientPayload())
    const before = await snapshot()
    const res = await admin.patch(`/api/admin/users/${a.user.id}`, { email: b.user.email })
    expect(res.status).toBe(409)
    expect(await snapshot()).toEqual(before)
  })

  for (const [name, body, field] of [
    ['invalid e-mail', { email: 'bukan' }, 'email'],
    ['unknown status', { status: 'BANNED' }, 'status'],
    ['an unknown field', { role: 'ADMIN' }, 'body'],
    ['empty body', {}, 'body'],
  ] as const) {
    it(`422 for ${name}; nothing changes`, async () => {
      const { user } = await register(patientPayload())
      const before = await snapshot()
      const res = await admin.patch(`/api/admin/users/${user.id}`, body)
      expect(res.status).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
      expect(await snapshot()).toEqual(before)
    })
  }

  it('404 for an unknown user, 422 for a malformed id', async () => {
    expect((await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', { status: 'ACTIVE' })).status).toBe(404)
    expect((await admin.patch('/api/admin/users/abc', { status: 'ACTIVE' })).status).toBe(422)
  })

  it('suspends: login refused with 403, the open session stops working; activation restores', async () => {
    const { client, user, payload } = await register(patientPayload())
    expect((await client.get('/api/user')).status).toBe(200)
    const res = await admin.patch(`/api/admin/users/${user.id}`, { status: 'SUSPENDED' })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('SUSPENDED')
    expect((await client.get('/api/user')).status).toBe(401)
    const login = await new Client(server.url).post('/api/login', payload)
    expect(login.status).toBe(403)
    expect(login.body.message).toMatch(/ditangguhkan/)
    const stats = await admin.get('/api/admin/stats', { 'x-min-position': res.headers.get('x-event-position')! })
    expect(stats.body.suspended).toBeGreaterThanOrEqual(1)

    expect((await admin.patch(`/api/admin/users/${user.id}`, { status: 'ACTIVE' })).status).toBe(200)
    expect((await new Client(server.url).post('/api/login', payload)).status).toBe(200)
  })

  it('an admin cannot suspend another admin or themself', async () => {
    const res = await admin.patch(`/api/admin/users/${adminId}`, { status: 'SUSPENDED' })
    expect(res.status).toBe(403)
  })
})

describe('DELETE /api/admin/users/:id', () => {
  it('deletes a user without clinical data; the row leaves the list', async () => {
    const { user } = await register(patientPayload())
    const res = await admin.delete(`/api/admin/users/${user.id}`)
    expect(res.status).toBe(200)
    expect(res.body.anonymised).toBe(false)
    expect(await server.db.from('users').where('id', user.id).first()).toBeNull()
    const list = await admin.get('/api/admin/users', { 'x-min-position': res.body.position })
    expect(list.body.find((u: { id: string }) => u.id === user.id)).toBeUndefined()
  })

  it('never deletes an ADMIN (403, nothing changes)', async () => {
    const before = await snapshot()
    const res = await admin.delete(`/api/admin/users/${adminId}`)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Tidak dapat menghapus admin')
    expect(await snapshot()).toEqual(before)
  })

  it('anonymises a patient who has medical records; the records stay', async () => {
    const patient = await register(patientPayload())
    const provider = await register(providerPayload())
    // Clinical data through the real endpoints: a booking and a record by the treating provider.
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' })
    const availability = await patient.client.get(`/api/providers/${provider.user.profile.id}/availability?date=${tomorrow}`)
    const slot = availability.body.slots.find((s: { available: boolean }) => s.available)
    const booking = await patient.client.post('/api/appointments', {
      providerId: provider.user.profile.id,
      scheduledAt: slot.scheduledAt,
    })
    expect(booking.status).toBe(201)
    const record = await provider.client.post('/api/medical-records', {
      patientId: patient.user.profile.id,
      appointmentId: booking.body.id,
      notes: 'Kontrol tekanan darah',
    })
    expect(record.status).toBe(201)
    const res = await admin.delete(`/api/admin/users/${patient.user.id}`)
    expect(res.status).toBe(200)
    expect(res.body.anonymised).toBe(true)
    const row = await server.db.from('users').where('id', patient.user.id).first()
    expect(row.email).toMatch(/anonymised/)
    expect(row.anonymised_at).toBeTruthy()
    expect(await server.db.from('medical_records').where('patient_id', patient.user.profile.id).first()).toBeTruthy()
    expect((await new Client(server.url).post('/api/login', patient.payload)).status).toBe(401)
  })
})
