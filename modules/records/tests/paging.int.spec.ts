import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import type { Client } from '../../../server/tests/helpers/http-client.js'
import { book, eventually, newPatient, newProvider, type Account } from './fixtures.js'

/**
 * Keyset pages of the records module's lists: every row once while rows arrive, the size cap,
 * the end of a list, bad cursors, server-side search and who may page what.
 */

let server: Awaited<ReturnType<typeof bootApp>>
let provider: Account
let siti: Account
let jose: Account
let stranger: Account

/** Follows `nextCursor` from the first page to the last; `during` runs after each page. */
async function walk(client: Client, path: string, during?: () => Promise<unknown>) {
  const items: any[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const sep = path.includes('?') ? '&' : '?'
    const res = await client.get(`${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`)
    expect(res.status, res.text).toBe(200)
    expect(res.body.items.length).toBeLessThanOrEqual(100)
    items.push(...res.body.items)
    cursor = res.body.nextCursor
    pages++
    await during?.()
  } while (cursor)
  return { items, pages }
}

const ids = (items: any[]) => items.map((i) => i.id)
const once = (list: string[]) => expect(new Set(list).size).toBe(list.length)

/** `n` copies of one record, one a minute apart (direct SQL: a page cap needs > 100 rows). */
async function cloneRecords(recordId: string, n: number) {
  await server.db.rawQuery(
    `INSERT INTO medical_records (patient_id, provider_id, appointment_id, visit_date, notes, status, created_by, created_by_name,
       patient_user_id, provider_user_id, patient_name, provider_name, provider_role, created_at, updated_at)
     SELECT patient_id, provider_id, NULL, visit_date - make_interval(mins => g), 'Salinan ' || g, status, created_by, created_by_name,
       patient_user_id, provider_user_id, patient_name, provider_name, provider_role, created_at, updated_at
       FROM medical_records, generate_series(1, ?) g WHERE id = ?`,
    [n, recordId]
  )
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  provider = await newProvider(server.url, { displayName: 'Ns. Halaman' })
  siti = await newPatient(server.url, { fullName: 'Siti Aminah' })
  jose = await newPatient(server.url, { fullName: 'José Émile Ñoño' })
  stranger = await newPatient(server.url, { fullName: 'Orang Lain' })
  await book(siti, provider)
  await book(jose, provider)
  await book(stranger, await newProvider(server.url))
  const record = await provider.client.post('/api/medical-records', { patientId: siti.profileId, notes: 'Kunjungan pertama' })
  expect(record.status).toBe(201)
  await cloneRecords(record.body.id, 130)
  await provider.client.post('/api/medical-records', { patientId: jose.profileId, notes: 'Kunjungan José' })
  // registration takes no contact; the summary copies it from the profile's events, so both are set here
  await eventually(async () => (await provider.client.get('/api/provider/patients')).body.length === 2)
  await server.db.rawQuery(`UPDATE patient_profiles SET contact = '+62 812-3456-7890' WHERE id = ?`, [siti.profileId])
  await server.db.rawQuery(`UPDATE rm_provider_patient_summaries SET contact = '+62 812-3456-7890' WHERE patient_id = ?`, [
    siti.profileId,
  ])
})
afterAll(async () => server?.stop())

describe('a patient’s records', () => {
  it('walks every page once while records arrive; ?limit=1000 serves 100; the last page has no Link', async () => {
    const path = `/api/patients/${siti.profileId}/records`
    const capped = await siti.client.get(`${path}?limit=1000`)
    expect(capped.status).toBe(200)
    expect(capped.body).toHaveLength(100)
    expect(capped.headers.get('link')).toMatch(/^<\/api\/patients\/[^>]+cursor=[^>]+>; rel="next"$/)

    const before = ids((await walk(siti.client, `${path}/page?limit=100`)).items)
    expect(before).toHaveLength(131)
    const walked = await walk(siti.client, `${path}/page?limit=7`, () =>
      provider.client.post('/api/medical-records', { patientId: siti.profileId, notes: 'Datang saat membuka halaman' })
    )
    once(ids(walked.items))
    expect(ids(walked.items)).toEqual(expect.arrayContaining(before))
    const dates = walked.items.map((r) => r.visitDate)
    expect([...dates].sort().reverse()).toEqual(dates)

    // follow Link headers to the end: the last page announces nothing
    let next: string | null = `${path}?limit=60`
    const seen: string[] = []
    while (next) {
      const res = await siti.client.get(next)
      seen.push(...ids(res.body))
      next = res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null
    }
    once(seen)
    expect(seen.length).toBeGreaterThanOrEqual(131)
  })

  it('the dashboard’s latest five, newest first; a malformed or another list’s cursor is a 400 with a message', async () => {
    const recent = await siti.client.get(`/api/patients/${siti.profileId}/records?limit=5`)
    expect(recent.body).toHaveLength(5)
    for (const cursor of ['bukan-kursor', 'x'.repeat(600), Buffer.from('{"k":"patient-records","v":[1]}').toString('base64url')]) {
      const res = await siti.client.get(`/api/patients/${siti.profileId}/records?cursor=${cursor}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/Kursor halaman tidak valid/)
      expect(res.body.errors[0].field).toBe('cursor')
    }
    const providerPage = await provider.client.get('/api/provider/medical-records/page?limit=1')
    const foreign = await siti.client.get(`/api/patients/${siti.profileId}/records/page?cursor=${providerPage.body.nextCursor}`)
    expect(foreign.status).toBe(400)
    const badLimit = await siti.client.get(`/api/patients/${siti.profileId}/records?limit=-3`)
    expect(badLimit.status).toBe(400)
  })

  it('one patient cannot read another’s pages, counts or access log', async () => {
    for (const path of ['records', 'records/page', 'records/count', 'uploads/page', 'access-log/page']) {
      const res = await jose.client.get(`/api/patients/${siti.profileId}/${path}`)
      expect(res.status, path).toBe(403)
    }
    expect((await siti.client.get(`/api/patients/${siti.profileId}/records/count`)).body.count).toBeGreaterThanOrEqual(131)
  })

  it('the access log pages by item, never losing or repeating a row; ?others=true leaves out the patient’s own views', async () => {
    await walk(provider.client, `/api/patients/${siti.profileId}/records/page?limit=100`)
    const all = await walk(siti.client, `/api/patients/${siti.profileId}/access-log/page?limit=3`)
    expect(all.pages).toBeGreaterThan(1)
    expect(all.items.some((i) => i.actor.userId === siti.user.id)).toBe(true)
    const others = await walk(siti.client, `/api/patients/${siti.profileId}/access-log/page?others=true&limit=3`)
    expect(others.items.length).toBeGreaterThan(0)
    expect(others.items.every((i) => i.actor.userId !== siti.user.id)).toBe(true)
    // the provider's reads above wrote one row per record shown; one request's rows may span pages
    const reads = others.items.filter((i) => i.action === 'READ').reduce((n, i) => n + i.count, 0)
    const { rows } = await server.db.rawQuery(
      `SELECT count(*)::int AS n FROM record_access_log WHERE patient_id = ? AND action = 'READ' AND actor_user_id = ?`,
      [siti.profileId, provider.user.id]
    )
    expect(reads).toBe(rows[0].n)
    expect(reads).toBeGreaterThan(131)
  })
})

describe('the provider’s records and patients', () => {
  it('walks the records page once, newest first; ?limit=5 is the dashboard’s latest five', async () => {
    const walked = await walk(provider.client, '/api/provider/medical-records/page?limit=40')
    once(ids(walked.items))
    expect(walked.items.length).toBeGreaterThanOrEqual(132)
    expect(new Set(walked.items.map((r) => r.patient.id))).toEqual(new Set([siti.profileId, jose.profileId]))
    const recent = await provider.client.get('/api/provider/medical-records?limit=5')
    expect(ids(recent.body)).toEqual(ids(walked.items).slice(0, 5))
    expect((await provider.client.get('/api/provider/medical-records?limit=500')).body).toHaveLength(100)
  })

  it('searches patients and their records by name ignoring case and accents, by record number and by phone', async () => {
    const mrn = (await provider.client.get('/api/provider/patients?search=siti')).body[0].medicalRecordNumber
    const cases: Array<[string, string]> = [
      ['jose emile', jose.profileId],
      ['JOSÉ', jose.profileId],
      ['nono', jose.profileId],
      ['sItI amin', siti.profileId],
      [mrn, siti.profileId],
      ['0812-3456', siti.profileId],
      ['+62812 3456', siti.profileId],
    ]
    for (const [search, expected] of cases) {
      const patients = await provider.client.get(`/api/provider/patients/page?search=${encodeURIComponent(search)}`)
      expect(
        patients.body.items.map((p: any) => p.id),
        search
      ).toEqual([expected])
      const records = await provider.client.get(`/api/provider/medical-records?limit=3&search=${encodeURIComponent(search)}`)
      expect(new Set(records.body.map((r: any) => r.patient.id)), search).toEqual(new Set([expected]))
    }
    expect((await provider.client.get('/api/provider/patients/page?search=tidak%20ada')).body).toEqual({ items: [], nextCursor: null })
    // % and _ are text, not wildcards
    expect((await provider.client.get('/api/provider/patients/page?search=%25')).body.items).toEqual([])
  })

  it('pages patients by name once while bookings arrive; stats sum every patient', async () => {
    const busy = await newProvider(server.url, { displayName: 'Ns. Sibuk' })
    for (const name of ['Wati', 'andi', 'Budi', 'Citra', 'Dewi']) await book(await newPatient(server.url, { fullName: name }), busy)
    const initial = await eventually(async () => {
      const res = await busy.client.get('/api/provider/patients?limit=100')
      return res.body.length === 5 && res.body
    })
    expect(initial.map((p: any) => p.fullName)).toEqual(['andi', 'Budi', 'Citra', 'Dewi', 'Wati'])
    let n = 0
    const walked = await walk(busy.client, '/api/provider/patients/page?limit=2', async () =>
      book(await newPatient(server.url, { fullName: `Baru ${++n}` }), busy)
    )
    once(ids(walked.items))
    expect(ids(walked.items)).toEqual(expect.arrayContaining(ids(initial)))
    const stats = await eventually(async () => {
      const res = await busy.client.get('/api/provider/patients/stats')
      return res.body.patients === 5 + n && res.body
    })
    expect(stats).toEqual({ patients: 5 + n, appointments: 5 + n, records: 0 })
  })

  it('a provider cannot page another provider’s patients or records', async () => {
    const other = await newProvider(server.url, { displayName: 'Ns. Lain' })
    expect((await other.client.get('/api/provider/patients/page')).body.items).toEqual([])
    expect((await other.client.get('/api/provider/medical-records/page')).body.items).toEqual([])
    const res = await other.client.get(`/api/provider/medical-records/page?patientId=${siti.profileId}`)
    expect(res.status).toBe(403)
    expect(res.text).not.toContain('Siti')
    const search = await other.client.get('/api/provider/patients?search=siti')
    expect(search.body).toEqual([])
  })
})
