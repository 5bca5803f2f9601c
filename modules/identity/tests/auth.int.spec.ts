import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, patientPayload, providerPayload, uniqueEmail } from '../../../server/tests/helpers/http-client.js'

let server: Awaited<ReturnType<typeof bootApp>>

async function counts() {
  const { rows } = await server.db.rawQuery(`SELECT
    (SELECT count(*) FROM users)::int AS users,
    (SELECT count(*) FROM patient_profiles)::int AS patients,
    (SELECT count(*) FROM provider_profiles)::int AS providers,
    (SELECT count(*) FROM event_log)::int AS events`)
  return rows[0]
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => server?.stop())

describe('POST /api/register', () => {
  it('creates a patient with profile, consent and UserRegistered, and signs them in', async () => {
    const client = new Client(server.url)
    const payload = patientPayload({ email: 'Siti.Aminah@Contoh.ID' })
    const res = await client.post('/api/register', payload)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ email: 'siti.aminah@contoh.id', role: 'PATIENT', status: 'ACTIVE' })
    expect(res.body.profile).toMatchObject({ fullName: 'Siti Aminah' })
    expect(res.body.profile.medicalRecordNumber).toMatch(/^RM-\d+$/)
    expect(res.body.password).toBeUndefined()
    expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)

    const user = await server.db.from('users').where('email', 'siti.aminah@contoh.id').first()
    expect(user.password).not.toBe(payload.password)
    expect(user.password).toMatch(/^\$scrypt\$/)
    expect(user.consent_version).toBeTruthy()
    expect(user.consent_at).toBeTruthy()
    const event = await server.db.from('event_log').where('aggregate_id', user.id).first()
    expect(event.type).toBe('UserRegistered')

    const me = await client.get('/api/user')
    expect(me.status).toBe(200)
    expect(me.body.id).toBe(user.id)
  })

  it('creates a provider with displayName, providerRole, bio and specialization', async () => {
    const res = await new Client(server.url).post('/api/register', providerPayload({ bio: 'Perawat komunitas' }))
    expect(res.status).toBe(201)
    expect(res.body.profile).toMatchObject({
      displayName: 'Ns. Rahmat',
      providerRole: 'Perawat',
      specialization: 'Keperawatan Komunitas',
      bio: 'Perawat komunitas',
      consultationFee: 75000,
    })
  })

  it('refuses a duplicate e-mail with 409 and changes nothing', async () => {
    const payload = patientPayload()
    expect((await new Client(server.url).post('/api/register', payload)).status).toBe(201)
    const before = await counts()
    const res = await new Client(server.url).post('/api/register', { ...payload, email: payload.email.toUpperCase() })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/sudah terdaftar/)
    expect(await counts()).toEqual(before)
  })

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['invalid e-mail', { email: 'bukan-email' }, 'email'],
    ['missing e-mail', { email: undefined }, 'email'],
    ['short password', { password: '12345' }, 'password'],
    ['unknown role', { role: 'DOCTOR' }, 'role'],
    ['blank fullName', { fullName: '   ' }, 'fullName'],
    ['missing fullName for a patient', { fullName: undefined }, 'fullName'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
  ]
  for (const [name, override, field] of invalid) {
    it(`422 names the field for ${name}, nothing created`, async () => {
      const before = await counts()
      const res = await new Client(server.url).post('/api/register', patientPayload(override))
      expect(res.status).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
      expect(res.body.message).toBeTruthy()
      expect(await counts()).toEqual(before)
    })
  }

  for (const [name, override, field] of [
    ['without displayName', { displayName: undefined }, 'displayName'],
    ['without providerRole', { providerRole: undefined }, 'providerRole'],
    ['with an unknown providerRole', { providerRole: 'Dukun' }, 'providerRole'],
  ] as const) {
    it(`422 for a provider ${name}, nothing created`, async () => {
      const before = await counts()
      const res = await new Client(server.url).post('/api/register', providerPayload(override))
      expect(res.status).toBe(422)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
      expect(await counts()).toEqual(before)
    })
  }

  it('allows ADMIN self-registration only while no admin exists', async () => {
    const first = await new Client(server.url).post('/api/register', patientPayload({ role: 'ADMIN', fullName: 'Admin Satu' }))
    expect(first.status).toBe(201)
    const before = await counts()
    const second = await new Client(server.url).post('/api/register', patientPayload({ role: 'ADMIN', fullName: 'Admin Dua' }))
    expect(second.status).toBe(403)
    expect(second.body.message).toMatch(/Administrator/)
    expect(await counts()).toEqual(before)
  })
})

describe('login, session, logout', () => {
  it('logs in with the right password, returns the user, keeps the session; logout ends it', async () => {
    const payload = patientPayload()
    await new Client(server.url).post('/api/register', payload)
    const client = new Client(server.url)
    const res = await client.post('/api/login', { email: payload.email, password: payload.password })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ email: payload.email, role: 'PATIENT' })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await client.post('/api/logout')).status).toBe(204)
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('logout ends the session on the server: a copied cookie stops working', async () => {
    const payload = patientPayload()
    const client = new Client(server.url)
    await client.post('/api/register', payload)
    const copied = client.cookieHeader
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await client.post('/api/logout')).status).toBe(204)
    const replay = await new Client(server.url).request('GET', '/api/user', undefined, { cookie: copied })
    expect(replay.status).toBe(401)
  })

  it('remember-me sets a long-lived token cookie', async () => {
    const payload = patientPayload()
    await new Client(server.url).post('/api/register', payload)
    const client = new Client(server.url)
    const res = await client.post('/api/login', { ...payload, remember: true })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/remember_web/)
  })

  it('wrong password -> 401 with a clear message', async () => {
    const payload = patientPayload()
    await new Client(server.url).post('/api/register', payload)
    const res = await new Client(server.url).post('/api/login', { email: payload.email, password: 'salah-sekali' })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Email atau kata sandi salah')
  })

  it('throttles after 5 failures for one account (429), even with the right password', async () => {
    const payload = patientPayload()
    await new Client(server.url).post('/api/register', payload)
    for (let i = 0; i < 5; i++) {
      expect((await new Client(server.url).post('/api/login', { email: payload.email, password: 'salah' })).status).toBe(401)
    }
    const res = await new Client(server.url).post('/api/login', payload)
    expect(res.status).toBe(429)
    expect(res.body.message).toMatch(/Terlalu banyak percobaan/)
  })

  it("a success on the attacker's own account does not clear the per-IP failure count", async () => {
    await server.db.from('rate_limits').delete()
    const own = patientPayload()
    await new Client(server.url).post('/api/register', own)
    const victims = Array.from({ length: 12 }, () => uniqueEmail('korban'))
    let failures = 0
    for (let round = 0; round < 5; round++) {
      for (const email of victims.slice(0, 10)) {
        if ((await new Client(server.url).post('/api/login', { email, password: 'tebakan' })).status === 401) failures++
      }
      // the attacker's successful logins in between (the 5th round reaches the limit of 50)
      if (round < 4) expect((await new Client(server.url).post('/api/login', own)).status).toBe(200)
    }
    expect(failures).toBe(50)
    const blocked = await new Client(server.url).post('/api/login', { email: victims[11], password: 'tebakan' })
    expect(blocked.status).toBe(429)
    expect((await new Client(server.url).post('/api/login', own)).status).toBe(429)
    await server.db.from('rate_limits').delete()
  })

  it('ignores a client-supplied X-Request-Id for the correlation id', async () => {
    const client = new Client(server.url)
    const res = await client.request('POST', '/api/register', patientPayload(), { 'x-request-id': 'palsu-'.repeat(40) })
    expect(res.status).toBe(201)
    const event = await server.db.from('event_log').where('aggregate_id', res.body.id).first()
    expect(event.correlation_id).not.toContain('palsu')
  })

  it('422 for a login body without password', async () => {
    const res = await new Client(server.url).post('/api/login', { email: uniqueEmail() })
    expect(res.status).toBe(422)
    expect(res.body.errors[0].field).toBe('password')
  })

  it('GET /api/user without a session is 401', async () => {
    expect((await new Client(server.url).get('/api/user')).status).toBe(401)
  })

  it('unknown API path is a JSON 404', async () => {
    const res = await new Client(server.url).get('/api/tidak-ada')
    expect(res.status).toBe(404)
    expect(res.body.message).toBeTruthy()
  })
})
