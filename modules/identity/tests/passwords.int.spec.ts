import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { registerAccount, type Account } from '../../../server/tests/helpers/accounts.js'
import { Client, eventually, providerPayload, uniqueEmail, unverifiedEmailPayload } from '../../../server/tests/helpers/http-client.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { mimeParts, slotAt, startSmtpSink } from '../../notification/tests/support.js'

/** Issue 12 item 5 (passwords, e-mail verification) and the invitation half of item 6, over a real SMTP sink. */

let server: Awaited<ReturnType<typeof bootApp>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let provider: Account
const sockets: Socket[] = []
let slotDay = 3

beforeAll(async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url // read when the notification module starts
  server = await bootApp()
  await resetDatabase(server.db)
  provider = await registerAccount(server.url, 'PROVIDER')
})
afterAll(async () => {
  for (const s of sockets) s.close()
  await server?.stop()
  await sink?.close()
  delete process.env.SMTP_URL
})

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** The token of the newest mail to `email` whose link opens `page`, once the worker sent it. */
async function linkToken(email: string, page: '/atur-kata-sandi' | '/verifikasi-email', skip = 0): Promise<string> {
  const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`)
  return eventually(() => {
    const tokens = sink.received
      .filter((m) => m.to.includes(email))
      .map(
        (m) =>
          mimeParts(m.raw)
            .map((p) => p.body)
            .join('\n')
            .match(pattern)?.[1]
      )
      .filter((t): t is string => Boolean(t))
    return tokens.length > skip ? tokens[tokens.length - 1] : null
  }, 10_000) as Promise<string>
}

const mailsTo = (email: string) => sink.received.filter((m) => m.to.includes(email))

async function openSocket(client: Client) {
  const socket = await connectSocket(server.url, client.cookieHeader)
  sockets.push(socket)
  return socket
}

async function signIn(email: string, password: string) {
  const client = new Client(server.url)
  const res = await client.post('/api/login', { email, password })
  return { client, status: res.status }
}

const passwordOf = async (userId: string) => (await server.db.from('users').where('id', userId).first()).password as string
const eventsOf = async (userId: string, type: string) => server.db.from('event_log').where({ aggregate_id: userId, type })

describe('Lupa kata sandi: POST /api/password/forgot', () => {
  it('answers the same for a known, an unknown and a suspended address; only the active account gets a link', async () => {
    const siti = await registerAccount(server.url, 'PATIENT')
    const suspended = await registerAccount(server.url, 'PATIENT')
    await server.db.from('users').where('id', suspended.user.id).update({ status: 'SUSPENDED' })
    const anonymous = new Client(server.url)

    const known = await anonymous.post('/api/password/forgot', { email: siti.email.toUpperCase() })
    const unknown = await anonymous.post('/api/password/forgot', { email: uniqueEmail('tidak-ada') })
    const closed = await anonymous.post('/api/password/forgot', { email: suspended.email })
    expect(known.status).toBe(202)
    expect([unknown.status, closed.status]).toEqual([202, 202])
    expect(unknown.text).toBe(known.text)
    expect(closed.text).toBe(known.text)

    const token = await linkToken(siti.email, '/atur-kata-sandi')
    expect(mailsTo(suspended.email).filter((m) => m.subject.startsWith('Atur ulang'))).toHaveLength(0)
    const mail = mailsTo(siti.email).at(-1)!
    expect(mail.subject).toBe('Atur ulang kata sandi TeleRawat')
    expect(mail.raw).toContain(`http://127.0.0.1:`) // the test server's origin (APP_URL set to it by bootApp)

    // only the SHA-256 is stored; the token is nowhere else in the database
    const row = await server.db.from('account_tokens').where('user_id', siti.user.id).first()
    expect(row.token_hash).toBe(sha256(token))
    expect(row.purpose).toBe('RESET')
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(30 * 60_000)
    const inEvents = await server.db.rawQuery(`SELECT count(*)::int AS n FROM event_log WHERE payload::text LIKE ?`, [`%${token}%`])
    expect(inEvents.rows[0].n).toBe(0)
    await eventually(async () => {
      // the secret body is erased once sent
      const inMails = await server.db.rawQuery(`SELECT count(*)::int AS n FROM notification_reminders WHERE payload::text LIKE ?`, [
        `%${token}%`,
      ])
      return inMails.rows[0].n === 0
    }, 5_000)
  })

  it('is throttled per address (429) without telling whether it exists', async () => {
    const anonymous = new Client(server.url)
    const address = uniqueEmail('throttle')
    const answers = []
    for (let i = 0; i < 4; i++) answers.push((await anonymous.post('/api/password/forgot', { email: address })).status)
    expect(answers).toEqual([202, 202, 202, 429])
  })

  it('refuses a malformed address with 422 on email', async () => {
    const res = await new Client(server.url).post('/api/password/forgot', { email: 'bukan-email' })
    expect(res.status).toBe(422)
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['email'])
  })
})

describe('POST /api/password/reset', () => {
  it('sets the password, ends EVERY session and socket of the account, and the link works once', async () => {
    const dewi = await registerAccount(server.url, 'PATIENT')
    const secondTab = (await signIn(dewi.email, dewi.password)).client
    const socket = await openSocket(dewi.client)
    const otherSocket = await openSocket(secondTab)
    const bystander = await registerAccount(server.url, 'PATIENT')
    const bystanderSocket = await openSocket(bystander.client)

    await new Client(server.url).post('/api/password/forgot', { email: dewi.email })
    const token = await linkToken(dewi.email, '/atur-kata-sandi')
    const res = await new Client(server.url).post('/api/password/reset', { token, password: 'sandiBaru789' })
    expect(res.status, res.text).toBe(200)

    await eventually(() => socket.disconnected && otherSocket.disconnected, 3_000)
    expect(bystanderSocket.connected).toBe(true)
    expect((await dewi.client.get('/api/user')).status).toBe(401)
    expect((await secondTab.get('/api/user')).status).toBe(401)
    expect((await bystander.client.get('/api/user')).status).toBe(200)
    expect((await signIn(dewi.email, dewi.password)).status).toBe(401)
    expect((await signIn(dewi.email, 'sandiBaru789')).status).toBe(200)

    const [event] = await eventsOf(dewi.user.id, 'PasswordReset')
    expect(event.payload).toMatchObject({ userId: dewi.user.id, via: 'RESET', sessionsEnded: 2 })
    expect(JSON.stringify(event.payload)).not.toContain(token)

    // the same link again: 422 on token, password unchanged
    const before = await passwordOf(dewi.user.id)
    const reuse = await new Client(server.url).post('/api/password/reset', { token, password: 'lainLagi000' })
    expect(reuse.status).toBe(422)
    expect(reuse.body.errors).toEqual([expect.objectContaining({ field: 'token' })])
    expect(await passwordOf(dewi.user.id)).toBe(before)
  })

  it('an expired link (expires_at in the past) is refused and changes nothing', async () => {
    const rudi = await registerAccount(server.url, 'PATIENT')
    await new Client(server.url).post('/api/password/forgot', { email: rudi.email })
    const token = await linkToken(rudi.email, '/atur-kata-sandi')
    await server.db
      .from('account_tokens')
      .where('token_hash', sha256(token))
      .update({ expires_at: new Date(Date.now() - 1000) })
    const before = await passwordOf(rudi.user.id)
    const res = await new Client(server.url).post('/api/password/reset', { token, password: 'sandiBaru789' })
    expect(res.status).toBe(422)
    expect(res.body.errors[0].field).toBe('token')
    expect(await passwordOf(rudi.user.id)).toBe(before)
    expect((await rudi.client.get('/api/user')).status).toBe(200) // sessions untouched
    expect(await eventsOf(rudi.user.id, 'PasswordReset')).toHaveLength(0)
  })

  it('an unknown token, a verification token, a too-short password: 422 naming the field', async () => {
    const anonymous = new Client(server.url)
    const unknown = await anonymous.post('/api/password/reset', { token: 'a'.repeat(43), password: 'sandiBaru789' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors[0].field).toBe('token')

    const lina = unverifiedEmailPayload()
    const linaId = (await new Client(server.url).post('/api/register', lina)).body.id as string
    const verifyToken = await linkToken(lina.email, '/verifikasi-email')
    const before = await passwordOf(linaId)
    const wrongPurpose = await anonymous.post('/api/password/reset', { token: verifyToken, password: 'sandiBaru789' })
    expect(wrongPurpose.status).toBe(422)
    expect(await passwordOf(linaId)).toBe(before)

    const short = await anonymous.post('/api/password/reset', { token: verifyToken, password: '123' })
    expect(short.status).toBe(422)
    expect(short.body.errors.map((e: { field: string }) => e.field)).toEqual(['password'])
  })
})

describe('POST /api/password/change', () => {
  it('needs the current password: a wrong one is 422 on currentPassword and changes nothing', async () => {
    const budi = await registerAccount(server.url, 'PATIENT')
    const other = (await signIn(budi.email, budi.password)).client
    const before = await passwordOf(budi.user.id)
    const res = await budi.client.post('/api/password/change', { currentPassword: 'salah-total', password: 'sandiBaru789' })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'currentPassword' })])
    expect(await passwordOf(budi.user.id)).toBe(before)
    expect((await other.get('/api/user')).status).toBe(200)
    expect(
      (await new Client(server.url).post('/api/password/change', { currentPassword: budi.password, password: 'x'.repeat(8) })).status
    ).toBe(401)
  })

  it('ends every OTHER session and socket of the account and keeps the current one (any role)', async () => {
    for (const role of ['PATIENT', 'PROVIDER'] as const) {
      const who = await registerAccount(server.url, role)
      const other = (await signIn(who.email, who.password)).client
      const current = await openSocket(who.client)
      const ended = await openSocket(other)
      const res = await who.client.post('/api/password/change', { currentPassword: who.password, password: 'sandiBaru789' })
      expect(res.status, res.text).toBe(200)
      await eventually(() => ended.disconnected, 3_000)
      expect(current.connected).toBe(true)
      expect((await who.client.get('/api/user')).status).toBe(200)
      expect((await other.get('/api/user')).status).toBe(401)
      expect((await signIn(who.email, 'sandiBaru789')).status).toBe(200)
      const [event] = await eventsOf(who.user.id, 'PasswordChanged')
      expect(event.payload).toMatchObject({ userId: who.user.id, sessionsEnded: 1 })
    }
  })
})

describe('e-mail verification', () => {
  it('registration mails a link; booking is refused until it is opened; the link verifies once', async () => {
    const payload = unverifiedEmailPayload()
    const client = new Client(server.url)
    const reg = await client.post('/api/register', payload)
    expect(reg.status).toBe(201)
    expect(reg.body.emailVerified).toBe(false)
    const token = await linkToken(payload.email, '/verifikasi-email')
    expect(mailsTo(payload.email).at(-1)!.subject).toBe('Verifikasi email TeleRawat Anda')

    const body = { providerId: provider.user.profile!.id, scheduledAt: slotAt(slotDay++) }
    const refused = await client.post('/api/appointments', body)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('Verifikasi email')
    expect(await server.db.from('appointments').where('patient_user_id', reg.body.id)).toHaveLength(0)

    const verified = await new Client(server.url).post('/api/email/verify', { token }) // another browser: the link is the proof
    expect(verified.status, verified.text).toBe(200)
    expect((await client.get('/api/user')).body.emailVerified).toBe(true)
    const [event] = await eventsOf(reg.body.id, 'EmailVerified')
    expect(event.payload).toMatchObject({ userId: reg.body.id, via: 'VERIFY_EMAIL' })
    expect((await client.post('/api/appointments', body)).status).toBe(201)

    const again = await client.post('/api/email/verify', { token })
    expect(again.status).toBe(422)
    expect(again.body.errors[0].field).toBe('token')
    expect(await eventsOf(reg.body.id, 'EmailVerified')).toHaveLength(1)
  })

  it("'Kirim ulang' mails a new link to the signed-in user's own address only; the older link stops working", async () => {
    const a = new Client(server.url)
    const aPayload = unverifiedEmailPayload()
    const aUser = (await a.post('/api/register', aPayload)).body
    const first = await linkToken(aPayload.email, '/verifikasi-email')
    const b = new Client(server.url)
    const bPayload = unverifiedEmailPayload()
    const bUser = (await b.post('/api/register', bPayload)).body
    await linkToken(bPayload.email, '/verifikasi-email')
    const bMails = mailsTo(bPayload.email).length

    // B asks for a new link: it goes to B's address, whatever B sends
    const res = await b.post('/api/email/verification', { email: aPayload.email })
    expect(res.status).toBe(202)
    await eventually(() => mailsTo(bPayload.email).length === bMails + 1, 10_000)
    expect(mailsTo(aPayload.email)).toHaveLength(1)

    // A asks again: A's first link stops working; B, signed in, opening A's newest link verifies A, never B
    const second = await a.post('/api/email/verification')
    expect(second.status).toBe(202)
    const newest = await linkToken(aPayload.email, '/verifikasi-email', 1)
    expect(newest).not.toBe(first)
    expect((await b.post('/api/email/verify', { token: first })).status).toBe(422) // superseded
    expect((await b.post('/api/email/verify', { token: newest })).status).toBe(200)
    const [aRow, bRow] = await Promise.all([
      server.db.from('users').where('id', aUser.id).first(),
      server.db.from('users').where('id', bUser.id).first(),
    ])
    expect(aRow.email_verified_at).not.toBeNull() // the link's account, not the session's
    expect(bRow.email_verified_at).toBeNull()
    expect((await a.post('/api/email/verification')).status).toBe(409)
  })
})

describe('invitation: POST /api/admin/users', () => {
  let admin: Account
  beforeAll(async () => {
    admin = await registerAccount(server.url, 'ADMIN')
  })

  it('creates a provider with no usable password, lists it, mails a link that sets the password and verifies the e-mail', async () => {
    const email = uniqueEmail('undangan')
    const res = await admin.client.post('/api/admin/users', {
      role: 'PROVIDER',
      email,
      displayName: 'Ns. Undangan Baru',
      providerRole: 'Perawat',
      specialization: 'Luka',
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body).toMatchObject({ email, role: 'PROVIDER', status: 'ACTIVE', emailVerified: false })
    expect(res.body.profile).toMatchObject({ displayName: 'Ns. Undangan Baru', providerRole: 'Perawat' })
    // the admin list (read model) shows the new account
    await eventually(async () => {
      const page = await admin.client.get(`/api/admin/users/page?search=${encodeURIComponent(email)}`)
      return page.body.items.length === 1 && page.body.items[0].email === email
    }, 10_000)
    const types = (await server.db.from('event_log').where('aggregate_id', res.body.id).orderBy('position')).map((e: any) => e.type)
    expect(types).toEqual(['UserRegistered', 'UserInvited'])

    const token = await linkToken(email, '/atur-kata-sandi')
    expect(mailsTo(email).at(-1)!.subject).toBe('Undangan bergabung dengan TeleRawat')
    const row = await server.db.from('account_tokens').where('token_hash', sha256(token)).first()
    expect(row.purpose).toBe('INVITE')
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(7 * 24 * 3600_000)
    expect((await signIn(email, 'rahasia123')).status).toBe(401)

    const set = await new Client(server.url).post('/api/password/reset', { token, password: 'sandiPertama1' })
    expect(set.status, set.text).toBe(200)
    const signedIn = await signIn(email, 'sandiPertama1')
    expect(signedIn.status).toBe(200)
    expect((await signedIn.client.get('/api/user')).body.emailVerified).toBe(true)
    const [reset] = await eventsOf(res.body.id, 'PasswordReset')
    expect(reset.payload.via).toBe('INVITE')

    // the same address again (invitation or registration): refused
    const taken = await admin.client.post('/api/admin/users', { role: 'ADMIN', email, fullName: 'Admin Lain' })
    expect(taken.status).toBe(409)
    expect(taken.body.errors[0].field).toBe('email')
    expect((await new Client(server.url).post('/api/register', providerPayload({ email }))).status).toBe(409)
  })

  it('bad input is 422 naming the fields and creates nothing; only admins may invite', async () => {
    const client = admin.client
    const users = async () => Number((await server.db.from('users').count('* as n').first()).n)
    const before = await users()
    const noName = await client.post('/api/admin/users', { role: 'PROVIDER', email: uniqueEmail('x') })
    expect(noName.status).toBe(422)
    expect(noName.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['displayName', 'providerRole'])
    const patientRole = await client.post('/api/admin/users', { role: 'PATIENT', email: uniqueEmail('x'), fullName: 'Pasien' })
    expect(patientRole.status).toBe(422)
    expect(patientRole.body.errors[0].field).toBe('role')
    const badEmail = await client.post('/api/admin/users', { role: 'ADMIN', email: 'bukan', fullName: 'Admin' })
    expect(badEmail.body.errors[0].field).toBe('email')
    expect(await users()).toBe(before)

    const patient = await registerAccount(server.url, 'PATIENT')
    const body = { role: 'ADMIN', email: uniqueEmail('y'), fullName: 'Penyusup' }
    expect((await patient.client.post('/api/admin/users', body)).status).toBe(403)
    expect((await provider.client.post('/api/admin/users', body)).status).toBe(403)
    expect(await users()).toBe(before + 1)
  })
})
