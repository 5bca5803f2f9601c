import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DateTime } from 'luxon'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, patientPayload, unverifiedProviderPayload } from '../../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { moveAppointmentStart } from '../../../server/tests/helpers/appointment-start.js'

/**
 * Issue 10: anyone may register as a provider, but only a provider whose STR number an admin
 * verified ("Verifikasi") is listed, has availability and can be booked.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client
let adminId: string
let patient: Client

async function register(payload: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body }
}

const tomorrowAt9 = () => DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: 2 }).set({ hour: 9 }).toUTC().toISO()!
const listedIds = async () => (await patient.get('/api/providers?limit=100')).body.map((p: { id: string }) => p.id)

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const created = await register(patientPayload({ role: 'ADMIN', fullName: 'Admin Utama' }))
  admin = created.client
  adminId = created.user.id
  patient = (await register(patientPayload())).client
})
afterAll(async () => server?.stop())

describe('provider verification (STR + admin "Verifikasi")', () => {
  it('an unverified provider signs in and fills the profile, but is neither listed nor bookable', async () => {
    const { client, user } = await register(unverifiedProviderPayload({ strNumber: '3171 2345 6789 0001' }))
    expect(user.profile).toMatchObject({ strNumber: '3171 2345 6789 0001', verified: false })
    expect((await client.get('/api/user')).status).toBe(200)
    expect(await listedIds()).not.toContain(user.profile.id)
    const day = DateTime.now().setZone('Asia/Jakarta').plus({ days: 2 }).toISODate()
    expect((await patient.get(`/api/providers/${user.profile.id}/availability?date=${day}`)).status).toBe(404)
    const booking = await patient.post('/api/appointments', { providerId: user.profile.id, scheduledAt: tomorrowAt9() })
    expect(booking.status, booking.text).toBe(422)
    expect(booking.body.message).toMatch(/belum diverifikasi/)
    expect(await server.db.from('appointments').where('provider_id', user.profile.id).count('* as n').first()).toMatchObject({
      n: '0',
    })
  })

  it('no STR number: the admin cannot verify (422) until the provider enters one on the profile', async () => {
    const { client, user } = await register(unverifiedProviderPayload())
    const refused = await admin.post(`/api/admin/users/${user.id}/verify`)
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body.errors[0].field).toBe('strNumber')
    expect((await client.patch('/api/provider/profile', { strNumber: '<script>' })).status).toBe(422)
    const entered = await client.patch('/api/provider/profile', { strNumber: 'STR-1234567' })
    expect(entered.status, entered.text).toBe(200)
    expect(entered.body.profile).toMatchObject({ strNumber: 'STR-1234567', verified: false })
    expect((await patient.patch('/api/provider/profile', { strNumber: 'STR-1234567' })).status).toBe(403)
  })

  it('"Verifikasi" by an admin: audited as ProviderVerified, shown in the admin table and stats, then bookable', async () => {
    const { client, user } = await register(unverifiedProviderPayload({ strNumber: 'STR-7654321' }))
    // UserRegistered's position: the consent entry appended after it is not an admin-users event, so
    // waiting for the log's last position would not wait for the new provider to be counted
    const last = (await server.db.rawQuery("SELECT max(position)::text AS p FROM event_log WHERE type = 'UserRegistered'")).rows[0].p
    const statsBefore = (await admin.get('/api/admin/stats', { 'x-min-position': last })).body
    expect((await client.post(`/api/admin/users/${user.id}/verify`)).status).toBe(403)
    expect((await patient.post(`/api/admin/users/${user.id}/verify`)).status).toBe(403)
    expect((await new Client(server.url).post(`/api/admin/users/${user.id}/verify`)).status).toBe(401)

    const res = await admin.post(`/api/admin/users/${user.id}/verify`)
    expect(res.status, res.text).toBe(200)
    expect(res.body.profile).toMatchObject({ verified: true, strNumber: 'STR-7654321' })
    const event = await server.db.from('event_log').where({ type: 'ProviderVerified', aggregate_id: user.id }).first()
    expect(event).toMatchObject({ version: 1, actor_id: adminId })
    expect(event.payload).toMatchObject({ userId: user.id, strNumber: 'STR-7654321', verifiedBy: adminId })

    const position = res.headers.get('x-event-position')!
    const rows = await admin.get('/api/admin/users?filter=providers&search=' + encodeURIComponent(user.email), {
      'x-min-position': position,
    })
    expect(rows.body[0].profile).toMatchObject({ strNumber: 'STR-7654321', verifiedAt: expect.any(String) })
    const stats = (await admin.get('/api/admin/stats', { 'x-min-position': position })).body
    expect(stats.unverifiedProviders).toBe(statsBefore.unverifiedProviders - 1)

    // a second "Verifikasi" changes nothing
    expect((await admin.post(`/api/admin/users/${user.id}/verify`)).status).toBe(200)
    expect(
      await server.db.from('event_log').where({ type: 'ProviderVerified', aggregate_id: user.id }).count('* as n').first()
    ).toMatchObject({ n: '1' })

    expect(await listedIds()).toContain(user.profile.id)
    const booking = await patient.post('/api/appointments', { providerId: user.profile.id, scheduledAt: tomorrowAt9() })
    expect(booking.status, booking.text).toBe(201)
  })

  it('a changed STR number withdraws the verification until an admin verifies again', async () => {
    const { client, user } = await register(unverifiedProviderPayload({ strNumber: 'STR-1111111' }))
    expect((await admin.post(`/api/admin/users/${user.id}/verify`)).status).toBe(200)
    expect(await listedIds()).toContain(user.profile.id)
    const changed = await client.patch('/api/provider/profile', { strNumber: 'STR-2222222' })
    expect(changed.body.profile).toMatchObject({ strNumber: 'STR-2222222', verified: false })
    expect(await listedIds()).not.toContain(user.profile.id)
    const event = await server.db
      .from('event_log')
      .where({ type: 'ProviderStrNumberChanged', aggregate_id: user.id })
      .orderBy('position', 'desc')
      .first()
    expect(event.payload).toMatchObject({ strNumber: 'STR-2222222', verificationRevoked: true })
  })

  it('a provider whose verification was withdrawn cannot enter the consultation room of an earlier booking', async () => {
    const { client, user } = await register(unverifiedProviderPayload({ strNumber: 'STR-3333333' }))
    expect((await admin.post(`/api/admin/users/${user.id}/verify`)).status).toBe(200)
    const booker = (await register(patientPayload())).client
    const booking = await booker.post('/api/appointments', { providerId: user.profile.id, scheduledAt: tomorrowAt9() })
    expect(booking.status, booking.text).toBe(201)
    // the room opens only in the join window (issue 12): the start moves to 5 minutes from now
    await moveAppointmentStart((sql) => server.db.rawQuery(sql), booking.body.id, 5)
    const room = `appointment:${booking.body.id}`
    const join = async () => {
      const socket = await connectSocket(server.url, client.cookieHeader)
      try {
        const answer = await new Promise<{ ok: boolean }>((resolve) => socket.emit('join', room, resolve))
        return { ok: answer.ok }
      } finally {
        socket.close()
      }
    }
    expect(await join()).toEqual({ ok: true })
    expect((await client.patch('/api/provider/profile', { strNumber: 'STR-4444444' })).status).toBe(200)
    expect(await join()).toEqual({ ok: false })
    expect((await admin.post(`/api/admin/users/${user.id}/verify`)).status).toBe(200)
    expect(await join()).toEqual({ ok: true })
  })

  it('patients and admins cannot be verified', async () => {
    const other = await register(patientPayload())
    expect((await admin.post(`/api/admin/users/${other.user.id}/verify`)).status).toBe(422)
    expect((await admin.post(`/api/admin/users/${adminId}/verify`)).status).toBe(422)
    expect((await admin.post('/api/admin/users/bukan-uuid/verify')).status).toBe(422)
  })
})
