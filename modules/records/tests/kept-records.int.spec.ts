import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { book, eventually, newPatient, newProvider, type Account } from './fixtures.js'

/**
 * The record pages a node keeps per patient (queries/kept-records.ts): forgotten on every change
 * of medical_records, whoever makes it (migration 0380's triggers); the access trail is still
 * written for every read, and who may read is still decided per request.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let provider: Account
let recordId: string

const records = async (who: Account) => {
  const res = await who.client.get(`/api/patients/${patient.profileId}/records?limit=5`)
  expect(res.status, res.text).toBe(200)
  return res.body as Array<{ id: string; notes: string | null }>
}
const trailRows = async () =>
  (await server.db.rawQuery(`SELECT count(*)::int AS n FROM record_access_log WHERE resource_id = ? AND action = 'READ'`, [recordId]))
    .rows[0].n as number

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Rina Kept' })
  provider = await newProvider(server.url, { displayName: 'Ns. Kept' })
  const appointmentId = (await book(patient, provider, { complaint: 'Demam' })).id
  const res = await provider.client.post('/api/medical-records', {
    patientId: patient.profileId,
    appointmentId,
    notes: 'catatan awal',
  })
  expect(res.status, res.text).toBe(201)
  recordId = res.body.id
})
afterAll(async () => server?.stop())

describe('the record pages a node keeps', () => {
  it('are kept while medical_records is unchanged, and every read is still in the access trail', async () => {
    expect((await records(patient))[0].notes).toBe('catatan awal')
    const trail = await trailRows()
    // a change the triggers do not announce (switched off for the test) is not seen: the page is kept
    await server.db.rawQuery('ALTER TABLE medical_records DISABLE TRIGGER medical_records_announce_update')
    try {
      await server.db.rawQuery(`UPDATE medical_records SET notes = 'diam-diam' WHERE id = ?`, [recordId])
      expect((await records(patient))[0].notes).toBe('catatan awal')
    } finally {
      await server.db.rawQuery('ALTER TABLE medical_records ENABLE TRIGGER medical_records_announce_update')
    }
    await eventually(async () => (await trailRows()) === trail + 1, 2000)
    // any change, by any writer, is announced: the pages of that patient are read again
    await server.db.rawQuery(`UPDATE medical_records SET notes = 'diubah langsung' WHERE id = ?`, [recordId])
    await eventually(async () => (await records(patient))[0].notes === 'diubah langsung', 2000)
  })

  it('a kept page is served again as the same JSON and ETag, revalidates to 304, and cannot be altered', async () => {
    const path = `/api/patients/${patient.profileId}/records?limit=5`
    const first = await patient.client.get(path)
    const again = await patient.client.get(path)
    expect(again.status).toBe(200)
    expect(again.text).toBe(first.text)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await patient.client.get(path, { 'if-none-match': etag })).status).toBe(304)
    const { pagePatientRecords } = await server.import('#modules/records/queries/records')
    const kept = await pagePatientRecords(patient.profileId, { limit: 5, cursor: undefined })
    expect(kept).toBe(await pagePatientRecords(patient.profileId, { limit: 5, cursor: undefined }))
    expect(Object.isFrozen(kept.items[0].createdBy)).toBe(true)
  })

  it("the provider's own change is in their very next read (the write waits for its node to see it)", async () => {
    for (const notes of ['revisi satu', 'revisi dua', 'revisi tiga']) {
      await records(provider) // kept
      const res = await provider.client.patch(`/api/medical-records/${recordId}`, { notes })
      expect(res.status, res.text).toBe(200)
      expect((await records(provider))[0].notes).toBe(notes)
    }
  })

  it('an upper-case spelling of the patient id shares the kept pages and their announcements', async () => {
    const upper = `/api/patients/${patient.profileId.toUpperCase()}/records?limit=5`
    expect((await patient.client.get(upper)).status).toBe(200) // kept
    const res = await provider.client.patch(`/api/medical-records/${recordId}`, { notes: 'huruf besar' })
    expect(res.status, res.text).toBe(200)
    const after = await patient.client.get(upper)
    expect(after.status).toBe(200)
    expect(after.body[0].notes).toBe('huruf besar')
  })

  it('who may read is decided per request: another patient is refused a kept page', async () => {
    await records(patient)
    const stranger = await newPatient(server.url, { fullName: 'Orang Asing' })
    const res = await stranger.client.get(`/api/patients/${patient.profileId}/records?limit=5`)
    expect([403, 404]).toContain(res.status)
  })
})

describe("the provider's record pages a node keeps", () => {
  const mine = async () => {
    const res = await provider.client.get('/api/provider/medical-records?limit=5')
    expect(res.status, res.text).toBe(200)
    return res.body as Array<{ id: string; notes: string | null; patient: { fullName: string } }>
  }

  it('are forgotten on any change of records, and show a new record at once to its writer', async () => {
    await mine() // kept
    await server.db.rawQuery(`UPDATE medical_records SET notes = 'lewat SQL' WHERE id = ?`, [recordId])
    await eventually(async () => (await mine()).find((r) => r.id === recordId)?.notes === 'lewat SQL', 2000)
    const created = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'catatan kedua' })
    expect(created.status, created.text).toBe(201)
    expect((await mine()).map((r) => r.id)).toContain(created.body.id)
  })

  it("are forgotten when the summaries projection changes a row they show (a patient's new name)", async () => {
    await mine() // kept
    const res = await patient.client.patch('/api/profile', { fullName: 'Rina Berganti' })
    expect(res.status, res.text).toBe(200)
    await eventually(async () => (await mine())[0].patient.fullName === 'Rina Berganti', 3000)
  })

  it('a window that closes is a different page: the kept one is not served', async () => {
    expect((await mine()).length).toBeGreaterThan(0)
    await server.db.rawQuery(`UPDATE appointments SET status = 'CANCELLED' WHERE patient_id = ?`, [patient.profileId])
    try {
      expect(await mine()).toEqual([])
    } finally {
      await server.db.rawQuery(`UPDATE appointments SET status = 'SCHEDULED' WHERE patient_id = ?`, [patient.profileId])
    }
  })
})
