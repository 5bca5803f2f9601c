import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse as parseDisposition } from 'content-disposition'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, eventually, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'

/** 'Ekspor': GET /api/admin/users/export.csv — filters, columns, formula guard, scale, audit, refusals. */

let server: Awaited<ReturnType<typeof bootApp>>
let admin: Client
let adminId: string
let patient: Client

const BULK = 2500
const HEADER = [
  'ID Pengguna',
  'Email',
  'Nama',
  'Peran',
  'Status',
  'Profesi',
  'Spesialisasi',
  'Nomor STR',
  'Terverifikasi Pada',
  'Terdaftar Pada',
  'Diperbarui Pada',
]

/** RFC 4180: quoted fields may hold commas (or the `separator`), quotes ("") and line breaks. */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === separator) endField()
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endField()
      rows.push(row)
      row = []
    } else field += c
  }
  if (field || row.length) {
    endField()
    rows.push(row)
  }
  return rows
}

async function register(payload: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body }
}

/** The raw download (fetch's text() would drop the BOM): bytes decoded keeping it. */
async function download(client: Client, path: string) {
  const res = await fetch(server.url + path, { headers: { cookie: client.cookieHeader } })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

/** The CSV's rows without the BOM, header first. */
const csvRows = async (path: string) => {
  const res = await download(admin, path)
  expect(res.status, res.text.slice(0, 300)).toBe(200)
  return parseCsv(res.text.slice(1))
}

const exportEvents = async () =>
  (await server.db.rawQuery(`SELECT actor_id, payload FROM event_log WHERE type = 'AdminUsersExported' ORDER BY position`)).rows

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const registered = await register(patientPayload({ role: 'ADMIN', fullName: 'Admin Ekspor' }))
  admin = registered.client
  adminId = registered.user.id
  patient = (await register(patientPayload({ fullName: 'Pasien Biasa', email: 'pasien.biasa@contoh.id' }))).client
  await register(providerPayload({ displayName: 'dr. Ekspor', email: 'dokter.ekspor@contoh.id', strNumber: 'STR-1234567' }))
  // names an attacker could give at registration: a spreadsheet must not run them
  for (const [i, fullName] of ['=HYPERLINK("http://jahat.example","klik")', '+628123', '-2+3', '@SUM(A1)'].entries()) {
    await register(patientPayload({ fullName, email: `formula${i}@contoh.id` }))
  }
  await server.db.rawQuery(
    `INSERT INTO rm_admin_users (user_id, email, name, role, status, created_at, updated_at, last_position)
     SELECT gen_random_uuid(), 'massal' || g || '@contoh.id', 'Pasien Massal ' || g, 'PATIENT',
            CASE WHEN g % 10 = 0 THEN 'SUSPENDED' ELSE 'ACTIVE' END,
            now() - make_interval(days => 2) + make_interval(secs => g / 7.0), now(), 0
       FROM generate_series(1, ${BULK}) g`
  )
  await eventually(async () => (await admin.get('/api/admin/users?search=formula')).body.length === 4)
}, 120_000)
afterAll(async () => server?.stop())

describe('GET /api/admin/users/export.csv', () => {
  it('streams every user of the filter, newest first, with a BOM, Indonesian headers and a dated file name', async () => {
    const before = (await exportEvents()).length
    const res = await download(admin, '/api/admin/users/export.csv')
    expect(res.status, res.text.slice(0, 300)).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const disposition = parseDisposition(res.headers.get('content-disposition')!)
    expect(disposition.type).toBe('attachment')
    expect(disposition.parameters.filename).toMatch(/^pengguna-telerawat-all-\d{4}-\d{2}-\d{2}\.csv$/)
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parseCsv(res.text.slice(1))
    expect(header).toEqual(HEADER)
    expect(rows).toHaveLength(BULK + 7)
    expect(rows.every((r) => r.length === HEADER.length)).toBe(true)
    const ids = rows.map((r) => r[0])
    expect(new Set(ids).size).toBe(ids.length)
    // newest first: the accounts registered just now, then the bulk rows (2 days ago)
    expect(rows.slice(0, 7).map((r) => r[1])).toContain('pasien.biasa@contoh.id')
    expect(rows.at(-1)![1]).toBe('massal1@contoh.id')
    const provider = rows.find((r) => r[1] === 'dokter.ekspor@contoh.id')!
    expect(provider.slice(2, 8)).toEqual([
      'dr. Ekspor',
      'Tenaga Kesehatan',
      'Aktif',
      'Perawat',
      'Keperawatan Komunitas',
      'STR-1234567',
    ])
    expect(provider[9]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(rows.find((r) => r[1] === 'massal10@contoh.id')![4]).toBe('Ditangguhkan')

    const events: any[] = await eventually<any>(async () => {
      const all = await exportEvents()
      return all.length === before + 1 && all
    })
    expect(events.at(-1)).toMatchObject({
      actor_id: adminId,
      payload: { filter: 'all', search: '', rowCount: BULK + 7, exportedBy: adminId },
    })
  }, 60_000)

  it('reads the table in keyset batches of at most 500 rows, never all at once', async () => {
    const { adminUserExportBatches, USER_EXPORT_BATCH_SIZE } = await server.import('#modules/identity/queries/admin-users-export')
    const sizes: number[] = []
    const seen = new Set<string>()
    for await (const batch of adminUserExportBatches('', 'all')) {
      sizes.push(batch.length)
      for (const row of batch) seen.add(row.user_id)
    }
    expect(USER_EXPORT_BATCH_SIZE).toBe(500)
    expect(sizes).toEqual([500, 500, 500, 500, 500, 7])
    expect(seen.size).toBe(BULK + 7)
  })

  it('holds no password, hash, session or token data', async () => {
    const res = await download(admin, '/api/admin/users/export.csv?search=contoh')
    const hashes = (await server.db.rawQuery('SELECT password FROM users')).rows.map((r: any) => r.password as string)
    const sessionIds = (await server.db.rawQuery('SELECT id FROM sessions')).rows.map((r: any) => String(r.id))
    expect(res.text).not.toMatch(/password|kata sandi|\$scrypt|\$argon|\$bcrypt|rahasia123/i)
    for (const secret of [...hashes, ...sessionIds]) expect(res.text).not.toContain(secret)
  })

  it('prefixes cells a spreadsheet would run as a formula (= + - @)', async () => {
    const names = (await csvRows('/api/admin/users/export.csv?search=formula'))
      .slice(1)
      .map((r) => r[2])
      .sort()
    expect(names).toEqual(["'+628123", "'-2+3", '\'=HYPERLINK("http://jahat.example","klik")', "'@SUM(A1)"].sort())
  })

  // issue 24: a spreadsheet with ';' as its separator (Indonesian locales) would split an unquoted 'Budi;=1+1'
  it("quotes a cell holding ';', so no ';'-separated reading finds a formula", async () => {
    await register(patientPayload({ fullName: 'Budi;=1+1', email: 'titikkoma@contoh.id' }))
    await eventually(async () => (await admin.get('/api/admin/users?search=titikkoma')).body.length === 1)
    const res = await download(admin, '/api/admin/users/export.csv?search=titikkoma')
    const line = res.text.split('\r\n').find((l) => l.includes('titikkoma@contoh.id'))!
    expect(line).toContain('"Budi;=1+1"')
    // read as a ';'-separated file (quotes respected): no cell starts a formula
    const cells = parseCsv(line, ';')[0]
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([])
  })

  it('applies the list screen filters and search', async () => {
    const suspended = (await csvRows('/api/admin/users/export.csv?filter=suspended')).slice(1)
    expect(suspended).toHaveLength(BULK / 10)
    expect(suspended.every((r) => r[4] === 'Ditangguhkan')).toBe(true)
    const providers = await download(admin, '/api/admin/users/export.csv?filter=providers')
    expect(parseDisposition(providers.headers.get('content-disposition')!).parameters.filename).toMatch(/-providers-/)
    expect(
      parseCsv(providers.text.slice(1))
        .slice(1)
        .map((r) => r[1])
    ).toEqual(['dokter.ekspor@contoh.id'])
    const searched = (await csvRows('/api/admin/users/export.csv?filter=patients&search=MASSAL25')).slice(1)
    const expected = ['massal25', 'massal2500', ...Array.from({ length: 10 }, (_, i) => `massal25${i}`)]
    expect(searched.map((r) => r[1]).sort()).toEqual(expected.map((e) => `${e}@contoh.id`).sort())
    // an empty result is still a file: the header row only
    expect(await csvRows('/api/admin/users/export.csv?search=tidak-ada-siapa-pun')).toEqual([HEADER])
    const last = await eventually(async () => (await exportEvents()).find((e: any) => e.payload.search === 'tidak-ada-siapa-pun'))
    expect(last.payload.rowCount).toBe(0)
  })

  it('refuses a bad filter with 422 naming the field, and records nothing', async () => {
    const before = (await exportEvents()).length
    const bad = await admin.get('/api/admin/users/export.csv?filter=semua')
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: any) => e.field)).toEqual(['filter'])
    const long = await admin.get(`/api/admin/users/export.csv?search=${'x'.repeat(201)}`)
    expect(long.status).toBe(422)
    expect(long.body.errors.map((e: any) => e.field)).toEqual(['search'])
    expect(await exportEvents()).toHaveLength(before)
  })

  it('is for admins only: 401 signed out, 403 for a patient or provider, nothing recorded', async () => {
    const before = (await exportEvents()).length
    expect((await new Client(server.url).get('/api/admin/users/export.csv')).status).toBe(401)
    const refused = await patient.get('/api/admin/users/export.csv')
    expect(refused.status).toBe(403)
    expect(refused.text).not.toContain('massal')
    const provider = (await register(providerPayload())).client
    expect((await provider.get('/api/admin/users/export.csv')).status).toBe(403)
    expect(await exportEvents()).toHaveLength(before)
  })
})
