import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { book, eventually, newPatient, newProvider, setStatus, type Account } from './fixtures.js'

/**
 * Issue 10 row 12: a provider reads and writes a patient's records only from
 * RECORDS_ACCESS_BEFORE_HOURS before a booked appointment until RECORDS_ACCESS_AFTER_DAYS after
 * it. Appointments are moved on the write side (what the rule reads) to stand at each edge.
 */
const WINDOW = { RECORDS_ACCESS_BEFORE_HOURS: '24', RECORDS_ACCESS_AFTER_DAYS: '30' }
const previous = Object.fromEntries(Object.keys(WINDOW).map((k) => [k, process.env[k]]))
let server: Awaited<ReturnType<typeof bootApp>>

beforeAll(async () => {
  Object.assign(process.env, WINDOW)
  server = await bootApp()
  await resetDatabase(server.db)
})
afterAll(async () => {
  await server?.stop()
  for (const [k, v] of Object.entries(previous)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})

const moveTo = (id: string, sql: string) => server.db.rawQuery(`UPDATE appointments SET scheduled_at = ${sql} WHERE id = ?`, [id])
const records = (provider: Account, patient: Account) => provider.client.get(`/api/patients/${patient.profileId}/records`)

describe('records access window', () => {
  it('closed until 24 h before the appointment, open inside it, closed again once it is cancelled', async () => {
    const patient = await newPatient(server.url)
    const provider = await newProvider(server.url)
    const appointment = await book(patient, provider)
    await moveTo(appointment.id, `now() + interval '25 hours'`)
    expect((await records(provider, patient)).status).toBe(403)
    expect((await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Terlalu awal' })).status).toBe(
      403
    )
    expect(
      (await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: 'Terlalu awal' })).status
    ).toBe(403)
    await moveTo(appointment.id, `now() + interval '23 hours'`)
    expect((await records(provider, patient)).status).toBe(200)
    expect((await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Persiapan' })).status).toBe(201)
    expect((await setStatus(provider, appointment.id, 'CANCELLED')).status).toBe(200)
    expect((await records(provider, patient)).status).toBe(403)
  })

  it('open until 30 days after the appointment; then the author can neither read, change nor list the entry', async () => {
    const patient = await newPatient(server.url)
    const provider = await newProvider(server.url)
    const appointment = await book(patient, provider)
    await moveTo(appointment.id, `now() + interval '1 hour'`)
    const created = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Kunjungan' })
    expect(created.status).toBe(201)
    const listed = async () => (await provider.client.get('/api/provider/medical-records')).body.map((r: { id: string }) => r.id)
    await eventually(async () => (await listed()).includes(created.body.id))

    await moveTo(appointment.id, `now() - interval '29 days'`)
    expect((await records(provider, patient)).status).toBe(200)
    expect((await provider.client.patch(`/api/medical-records/${created.body.id}`, { notes: 'Koreksi penulis' })).status).toBe(200)

    await moveTo(appointment.id, `now() - interval '31 days'`)
    expect((await records(provider, patient)).status).toBe(403)
    expect((await provider.client.get(`/api/patients/${patient.profileId}/uploads`)).status).toBe(403)
    expect((await provider.client.patch(`/api/medical-records/${created.body.id}`, { notes: 'Terlambat' })).status).toBe(404)
    expect(await listed()).not.toContain(created.body.id)
    // the patient still sees everything
    expect(
      (await patient.client.get(`/api/patients/${patient.profileId}/records`)).body.map((r: { notes: string }) => r.notes)
    ).toContain('Koreksi penulis')
  })

  it('a provider whose verification was withdrawn reads nothing, even inside the window', async () => {
    const patient = await newPatient(server.url)
    const provider = await newProvider(server.url)
    const appointment = await book(patient, provider)
    await moveTo(appointment.id, `now() + interval '1 hour'`)
    expect((await records(provider, patient)).status).toBe(200)
    expect((await provider.client.patch('/api/provider/profile', { strNumber: 'STR-BARU-9999' })).status).toBe(200)
    expect((await records(provider, patient)).status).toBe(403)
    expect((await provider.client.get('/api/provider/medical-records')).body).toEqual([])
  })
})
