import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'

/** The admin table at clinic scale: keyset pages, the size cap, bad cursors, server-side search and filters. */

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client

async function register(payload: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body }
}

/** Follows `nextCursor` to the end; `during` runs after each page. */
async function walk(path: string, during?: () => Promise<unknown>) {
  const items: any[] = []
  let cursor: string | null = null
  do {
    const res = await admin.get(`${path}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(res.status, res.text).toBe(200)
    items.push(...res.body.items)
    cursor = res.body.nextCursor
    await during?.()
  } while (cursor)
  return items
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  admin = (await register(patientPayload({ role: 'ADMIN', fullName: 'Admin Utama' }))).client
  await register(patientPayload({ fullName: 'Élodie Sûrya', email: 'elodie.surya@contoh.id' }))
  await register(providerPayload({ displayName: 'dr. Bambang', email: 'bambang.dokter@contoh.id' }))
  // many accounts in the read model at once (its paging does not care how the rows came)
  await server.db.rawQuery(
    `INSERT INTO rm_admin_users (user_id, email, name, role, status, created_at, updated_at, last_position)
     SELECT gen_random_uuid(), 'massal' || g || '@contoh.id', 'Pasien Massal ' || g, 'PATIENT',
            CASE WHEN g % 10 = 0 THEN 'SUSPENDED' ELSE 'ACTIVE' END,
            now() - make_interval(days => 1) + make_interval(secs => g / 7.0), now(), 0
       FROM generate_series(1, 240) g`
  )
  await eventually(async () => (await admin.get('/api/admin/users?search=bambang')).body.length === 1)
})
afterAll(async () => server?.stop())

describe('GET /api/admin/users paged', () => {
  it('walks every row once, newest first, while accounts are registered; ?limit=1000 serves 100', async () => {
    const before = (await walk('/api/admin/users/page?limit=100')).map((u) => u.id)
    expect(before).toHaveLength(243)
    const walked = await walk('/api/admin/users/page?limit=17', () => register(patientPayload()))
    const ids = walked.map((u) => u.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(expect.arrayContaining(before))
    const created = walked.map((u) => u.createdAt)
    expect([...created].sort().reverse()).toEqual(created)

    const capped = await admin.get('/api/admin/users?limit=1000')
    expect(capped.body).toHaveLength(100)
    expect(capped.headers.get('link')).toMatch(/^<\/api\/admin\/users\?limit=1000&cursor=[\w-]+>; rel="next"$/)
    const last = await admin.get('/api/admin/users?filter=providers')
    expect(last.body).toHaveLength(1)
    expect(last.headers.get('link')).toBeNull()
    expect((await admin.get('/api/admin/users/page?filter=providers')).body.nextCursor).toBeNull()
  })

  it('filters on the server: suspended, patients, providers', async () => {
    const suspended = await walk('/api/admin/users/page?filter=suspended&limit=10')
    expect(suspended).toHaveLength(24)
    expect(suspended.every((u) => u.status === 'SUSPENDED')).toBe(true)
    const patients = await walk('/api/admin/users/page?filter=patients&limit=100')
    expect(patients.every((u) => u.role === 'PATIENT')).toBe(true)
    expect(patients.length).toBeGreaterThanOrEqual(241)
  })

  it('searches e-mail or name ignoring case and accents', async () => {
    const find = async (search: string) =>
      (await admin.get(`/api/admin/users/page?search=${encodeURIComponent(search)}`)).body.items.map((u: any) => u.email)
    expect(await find('elodie surya')).toEqual(['elodie.surya@contoh.id'])
    expect(await find('ÉLODIE')).toEqual(['elodie.surya@contoh.id'])
    expect(await find('surya@')).toEqual(['elodie.surya@contoh.id'])
    expect(await find('Bambang')).toEqual(['bambang.dokter@contoh.id'])
    expect(await find('massal 17')).toEqual(expect.arrayContaining(['massal17@contoh.id', 'massal170@contoh.id']))
    expect(await find('%')).toEqual([])
  })

  it('a malformed or foreign cursor is a 400 with a clear message', async () => {
    for (const cursor of ['%%%', 'abc', Buffer.from('{"k":"provider-patients","v":["a","b"]}').toString('base64url')]) {
      const res = await admin.get(`/api/admin/users?cursor=${encodeURIComponent(cursor)}`)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ message: expect.stringMatching(/Kursor halaman tidak valid/), errors: [{ field: 'cursor' }] })
    }
  })
})
