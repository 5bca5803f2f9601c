import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, patientPayload } from '../../../server/tests/helpers/http-client.js'
import {
  account,
  book,
  bootedApp,
  patient,
  provider,
  setStatus,
  signIn,
  type Account,
} from '../../../server/realtime/tests/socket-fixtures.js'
import { openAppointment } from './call-fixtures.js'

/**
 * GET /api/consultations/:appointmentId/ice-servers (issue 19): STUN and TURN for the appointment's
 * two participants while its room is open, the TURN credential minted for that user and appointment
 * in the TURN REST scheme; nobody else gets one.
 */
const ctx = bootedApp()
const SECRET = 'ice-servers-test-secret-0123456789'
const TTL = 600
let andi: Account
let sari: Account
let open: string

const iceServers = (who: Account, id: string) => who.client.get(`/api/consultations/${id}/ice-servers`)

const SETTINGS = ['STUN_URLS', 'TURN_URLS', 'TURN_SECRET', 'TURN_CREDENTIAL_TTL_SECONDS'] as const
const settingsBefore = Object.fromEntries(SETTINGS.map((key) => [key, process.env[key]]))

beforeAll(async () => {
  const env = (await ctx.server.import('#start/env')).default
  env.set('STUN_URLS', 'stun:127.0.0.1:3478')
  env.set('TURN_URLS', 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp')
  env.set('TURN_SECRET', SECRET)
  env.set('TURN_CREDENTIAL_TTL_SECONDS', TTL)
  andi = await patient(ctx.server.url)
  sari = await provider(ctx.server.url)
  open = await openAppointment(ctx.server, andi, sari)
})

// env.set writes process.env too: the next spec file of this process must see the settings it started with
afterAll(async () => {
  const env = (await ctx.server.import('#start/env')).default
  for (const key of SETTINGS) {
    env.set(key, settingsBefore[key])
    if (settingsBefore[key] === undefined) delete process.env[key]
  }
})

describe('ICE servers for the call', () => {
  it('each participant gets STUN and a TURN credential of their own: <expiry>:<userId>:<appointmentId>, HMAC-SHA1 of the secret', async () => {
    for (const who of [andi, sari]) {
      const before = Math.floor(Date.now() / 1000)
      const res = await iceServers(who, open)
      expect(res.status, res.text).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.body.relay).toBe(true)
      expect(res.body.iceServers[0]).toEqual({ urls: ['stun:127.0.0.1:3478'] })
      const turn = res.body.iceServers[1]
      expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'])
      const [expiry, userId, appointmentId, ...rest] = turn.username.split(':')
      expect({ userId, appointmentId, rest }).toEqual({ userId: who.userId, appointmentId: open, rest: [] })
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + TTL)
      expect(Number(expiry)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + TTL)
      expect(new Date(res.body.expiresAt).getTime()).toBe(Number(expiry) * 1000)
      // what coturn computes with use-auth-secret: base64(HMAC-SHA1(static-auth-secret, username))
      expect(turn.credential).toBe(createHmac('sha1', SECRET).update(turn.username).digest('base64'))
    }
  })

  it('404 for another patient and a provider not on the appointment, 403 for an admin, 401 without a session', async () => {
    const stranger = await patient(ctx.server.url)
    const otherProvider = await provider(ctx.server.url)
    const admin = await account(ctx.server.url, patientPayload({ fullName: 'Admin Panggilan' }))
    await ctx.server.db.from('users').where('id', admin.userId).update({ role: 'ADMIN' })
    const adminClient = await signIn(ctx.server.url, admin)
    for (const who of [stranger, otherProvider]) {
      const res = await iceServers(who, open)
      expect(res.status, res.text).toBe(404)
      expect(res.body.code).toBe('scheduling.room_not_found')
      expect(res.text).not.toContain('turn:')
    }
    const asAdmin = await adminClient.get(`/api/consultations/${open}/ice-servers`)
    expect(asAdmin.status).toBe(403)
    expect(asAdmin.text).not.toContain('turn:')
    expect((await new Client(ctx.server.url).get(`/api/consultations/${open}/ice-servers`)).status).toBe(401)
    expect((await iceServers(andi, 'not-a-uuid')).status).toBe(422)
    expect((await iceServers(andi, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('409 room_not_open before the join window; room_closed after the session ended or a cancellation', async () => {
    const upcoming = await book(andi, sari)
    for (const who of [andi, sari]) {
      const res = await iceServers(who, upcoming)
      expect(res.status, res.text).toBe(409)
      expect(res.body.code).toBe('scheduling.room_not_open')
    }
    const ended = await openAppointment(ctx.server, andi, sari)
    expect((await iceServers(sari, ended)).status).toBe(200)
    await setStatus(sari, ended, 'COMPLETED')
    const cancelled = await openAppointment(ctx.server, andi, sari)
    await setStatus(sari, cancelled, 'CANCELLED') // the provider may cancel at any time
    for (const id of [ended, cancelled]) {
      for (const who of [andi, sari]) {
        const res = await iceServers(who, id)
        expect(res.status, res.text).toBe(409)
        expect(res.body.code).toBe('scheduling.room_closed')
        expect(res.text).not.toContain('turn:')
      }
    }
  })

  it('without TURN configured: STUN only, relay false (calls work on one machine and a LAN)', async () => {
    const env = (await ctx.server.import('#start/env')).default
    env.set('TURN_URLS', '')
    try {
      const res = await iceServers(andi, open)
      expect(res.status, res.text).toBe(200)
      expect(res.body.relay).toBe(false)
      expect(res.body.iceServers).toEqual([{ urls: ['stun:127.0.0.1:3478'] }])
    } finally {
      env.set('TURN_URLS', 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp')
    }
  })
})
