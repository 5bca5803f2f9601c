import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, patientPayload } from '../../../server/tests/helpers/http-client.js'

let server: Awaited<ReturnType<typeof bootApp>>
const previousIpCap = process.env.LOGIN_FAILURES_PER_IP

const ATTACKER_IP = '203.0.113.66'
const OWNER_IP = '198.51.100.7'

/** A login from a given client IP (127.0.0.1 is a trusted proxy, so X-Forwarded-For counts). */
const loginFrom = (client: Client, ip: string, body: Record<string, unknown>) =>
  client.request('POST', '/api/login', body, { 'x-forwarded-for': ip })

async function registerPatient() {
  const payload = patientPayload()
  const client = new Client(server.url)
  expect((await client.post('/api/register', payload)).status).toBe(201)
  return { payload, client }
}

beforeAll(async () => {
  process.env.LOGIN_FAILURES_PER_IP = '12' // the per-IP cap, small enough to reach in a test
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => {
  if (previousIpCap === undefined) delete process.env.LOGIN_FAILURES_PER_IP
  else process.env.LOGIN_FAILURES_PER_IP = previousIpCap
  await server?.stop()
})

describe('row 6: login throttling cannot be turned against the owner', () => {
  it('10 failures from an attacker IP: the pair gets 429 + Retry-After, the owner signs in from another IP', async () => {
    const { payload } = await registerPatient()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 10; i++) {
      const res = await loginFrom(new Client(server.url), ATTACKER_IP, { email: payload.email, password: 'tebakan' })
      statuses.push(res.status)
      if (res.status === 429) retryAfter = res.headers.get('retry-after')
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // even the right password from the attacker pair waits
    const right = await loginFrom(new Client(server.url), ATTACKER_IP, { email: payload.email, password: payload.password })
    expect(right.status).toBe(429)
    expect(right.headers.getSetCookie().some((c) => c.startsWith('adonis-session'))).toBe(false)

    const owner = await loginFrom(new Client(server.url), OWNER_IP, { email: payload.email, password: payload.password })
    expect(owner.status).toBe(200)
  })

  it('the owner on a known device signs in from the attacker IP itself, even past the per-IP cap', async () => {
    const { payload, client: ownerBrowser } = await registerPatient() // registering marks this browser as known
    expect((await ownerBrowser.post('/api/logout')).status).toBe(204)
    for (let i = 0; i < 10; i++) {
      await loginFrom(new Client(server.url), ATTACKER_IP, { email: payload.email, password: 'tebakan' })
    }
    // other accounts from the attacker IP: past the per-IP cap (12) the IP is refused for everyone unknown
    const stranger = await registerPatient()
    let last = 0
    for (let i = 0; i < 5; i++) {
      last = (await loginFrom(new Client(server.url), ATTACKER_IP, { email: stranger.payload.email, password: 'x' })).status
    }
    expect(last).toBe(429)
    const fresh = await loginFrom(new Client(server.url), ATTACKER_IP, {
      email: stranger.payload.email,
      password: stranger.payload.password,
    })
    expect(fresh.status).toBe(429)

    const res = await loginFrom(ownerBrowser, ATTACKER_IP, { email: payload.email, password: payload.password })
    expect(res.status).toBe(200)
    expect((await ownerBrowser.get('/api/user')).status).toBe(200)
  })

  it('a forged device cookie is not a known device', async () => {
    const { payload } = await registerPatient()
    for (let i = 0; i < 6; i++) {
      await loginFrom(new Client(server.url), '192.0.2.10', { email: payload.email, password: 'tebakan' })
    }
    const forged = new Client(server.url)
    const res = await forged.request('POST', '/api/login', payload, {
      'x-forwarded-for': '192.0.2.10',
      cookie: 'telerawat_device=' + encodeURIComponent(JSON.stringify({ id: 'x', accounts: ['y'] })),
    })
    expect(res.status).toBe(429)
  })
})

describe('row 8: no admin changes another admin', () => {
  it('an admin cannot change another admin’s e-mail (403, nothing changes) but may change their own', async () => {
    const first = new Client(server.url)
    const firstPayload = patientPayload({ role: 'ADMIN', fullName: 'Admin Satu' })
    const created = await first.post('/api/register', firstPayload)
    expect(created.status).toBe(201)
    const second = await registerPatient()
    await server.db.from('users').where('email', second.payload.email).update({ role: 'ADMIN' })
    const secondUser = await server.db.from('users').where('email', second.payload.email).first()
    const eventsBefore = (await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')).rows[0].n

    const refused = await first.patch(`/api/admin/users/${secondUser.id}`, { email: 'ambil.alih@contoh.id' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/admin lain/)
    expect((await server.db.from('users').where('id', secondUser.id).first()).email).toBe(second.payload.email)
    expect((await server.db.rawQuery('SELECT count(*)::int AS n FROM event_log')).rows[0].n).toBe(eventsBefore)

    const own = await first.patch(`/api/admin/users/${created.body.id}`, { email: 'admin.satu.baru@contoh.id' })
    expect(own.status).toBe(200)
    expect(own.body.email).toBe('admin.satu.baru@contoh.id')
  })
})
