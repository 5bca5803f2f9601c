import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { FIXTURE_PHONE_E164, FIXTURE_PROFILE } from '../../../server/tests/helpers/patient-profile.js'
import { connectSocket } from '../../../server/tests/helpers/socket.js'
import { moveAppointmentStart } from '../../../server/tests/helpers/appointment-start.js'
import { consumerCaughtUp } from '../../../server/tests/helpers/registrations.js'
import { book, eventually, files, newPatient, newProvider, setStatus, upload, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let provider: Account

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Dewi Lestari' })
  provider = await newProvider(server.url, { displayName: 'Bd. Wulan', providerRole: 'Bidan' })
})
afterAll(async () => server?.stop())

async function trailSince(since: number) {
  return server.db.from('record_access_log').where('id', '>', since).orderBy('id')
}
async function mark(): Promise<number> {
  const { rows } = await server.db.rawQuery('SELECT COALESCE(max(id), 0)::int AS n FROM record_access_log')
  return rows[0].n
}

/** Runs one access and returns the audit rows it wrote. */
async function audited(access: () => Promise<{ status: number }>, expectedStatus: number) {
  const from = await mark()
  const res = await access()
  expect(res.status).toBe(expectedStatus)
  return trailSince(from)
}

describe('audit trail: every read and change of a record or document, on every access path', () => {
  let appointmentId: string
  let recordId: string
  let uploadId: string

  it('create, correct and the session draft write CREATE / UPDATE rows with who, role and the request', async () => {
    appointmentId = (await book(patient, provider)).id
    let rows = await audited(async () => {
      const res = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Awal' })
      recordId = res.body.id
      return res
    }, 201)
    expect(rows).toEqual([
      expect.objectContaining({
        actor_user_id: provider.user.id,
        actor_role: 'PROVIDER',
        actor_name: 'Bd. Wulan',
        action: 'CREATE',
        resource_type: 'record',
        resource_id: recordId,
        patient_id: patient.profileId,
        request_id: expect.any(String),
      }),
    ])
    rows = await audited(() => provider.client.patch(`/api/medical-records/${recordId}`, { notes: 'Koreksi' }), 200)
    expect(rows.map((r: any) => [r.action, r.resource_id])).toEqual([['UPDATE', recordId]])
    // a correction that changes nothing still hands the record back: a READ
    rows = await audited(() => provider.client.patch(`/api/medical-records/${recordId}`, { notes: 'Koreksi' }), 200)
    expect(rows.map((r: any) => [r.action, r.resource_id])).toEqual([['READ', recordId]])
    rows = await audited(() => provider.client.request('PUT', `/api/consultations/${appointmentId}/record`, { notes: 'Sesi' }), 201)
    expect(rows.map((r: any) => [r.action, r.resource_type])).toEqual([['CREATE', 'record']])
    rows = await audited(
      () => provider.client.request('PUT', `/api/consultations/${appointmentId}/record`, { vitalSigns: { pulse: 70 } }),
      200
    )
    expect(rows.map((r: any) => [r.action, r.resource_type])).toEqual([['UPDATE', 'record']])
  })

  it('reading lists writes one READ row per record shown (patient and provider paths)', async () => {
    const records = await server.db.from('medical_records').where('patient_id', patient.profileId)
    let rows = await audited(() => patient.client.get(`/api/patients/${patient.profileId}/records`), 200)
    expect(rows.map((r: any) => r.resource_id).sort()).toEqual(records.map((r: any) => r.id).sort())
    expect(rows.every((r: any) => r.action === 'READ' && r.actor_role === 'PATIENT' && r.actor_name === 'Dewi Lestari')).toBe(true)
    rows = await audited(() => provider.client.get(`/api/patients/${patient.profileId}/records`), 200)
    expect(rows).toHaveLength(records.length)
    rows = await audited(() => provider.client.get('/api/provider/medical-records'), 200)
    expect(rows.map((r: any) => r.resource_id).sort()).toEqual(records.map((r: any) => r.id).sort())
    expect(new Set(rows.map((r: any) => r.request_id)).size).toBe(1)
  })

  it('an empty list is still recorded as opened', async () => {
    const fresh = await newPatient(server.url)
    const rows = await audited(() => fresh.client.get(`/api/patients/${fresh.profileId}/records`), 200)
    expect(rows).toEqual([expect.objectContaining({ action: 'READ', resource_id: null, patient_id: fresh.profileId })])
  })

  it('documents: UPLOAD, READ (list), DOWNLOAD, HIDE and SHOW', async () => {
    let rows = await audited(async () => {
      const res = await upload(provider.client, { patientId: patient.profileId }, { bytes: files.png, name: 'foto.png' })
      uploadId = res.body.id
      return res
    }, 201)
    expect(rows.map((r: any) => [r.action, r.resource_type, r.resource_id])).toEqual([['UPLOAD', 'document', uploadId]])
    rows = await audited(() => patient.client.get(`/api/patients/${patient.profileId}/uploads`), 200)
    expect(rows.map((r: any) => [r.action, r.resource_type, r.resource_id])).toEqual([['READ', 'document', uploadId]])
    rows = await audited(() => provider.client.get(`/api/uploads/${uploadId}/download`), 200)
    expect(rows.map((r: any) => r.action)).toEqual(['DOWNLOAD'])
    rows = await audited(() => provider.client.patch(`/api/uploads/${uploadId}`, { hidden: true }), 200)
    expect(rows.map((r: any) => r.action)).toEqual(['HIDE'])
    rows = await audited(() => provider.client.patch(`/api/uploads/${uploadId}`, { hidden: false }), 200)
    expect(rows.map((r: any) => r.action)).toEqual(['SHOW'])
  })

  it('refused accesses read nothing and record nothing; the trail cannot be edited', async () => {
    const stranger = await newProvider(server.url)
    expect(await audited(() => stranger.client.get(`/api/patients/${patient.profileId}/records`), 403)).toEqual([])
    expect(await audited(() => stranger.client.get(`/api/uploads/${uploadId}/download`), 404)).toEqual([])
    await expect(server.db.from('record_access_log').update({ actor_name: 'x' })).rejects.toThrow(/append-only/)
    await expect(server.db.from('record_access_log').delete()).rejects.toThrow(/append-only/)
  })

  it('the patient sees who opened or changed their records: name, role, what, when — newest first', async () => {
    const res = await patient.client.get(`/api/patients/${patient.profileId}/access-log`)
    expect(res.status).toBe(200)
    const times = res.body.map((i: { at: string }) => i.at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(res.body[0]).toMatchObject({ actor: { name: 'Bd. Wulan', role: 'PROVIDER' }, action: 'SHOW', resourceType: 'document' })
    const page = res.body.find(
      (i: any) => i.action === 'READ' && i.actor.role === 'PROVIDER' && i.resourceType === 'record' && i.count > 1
    )
    expect(page).toMatchObject({
      actor: { userId: provider.user.id, name: 'Bd. Wulan' },
      description: expect.stringMatching(/^melihat \d+ rekam medis$/),
    })
    expect(res.body.some((i: any) => i.action === 'CREATE' && i.resourceType === 'record')).toBe(true)
    expect(res.body.some((i: any) => i.action === 'UPLOAD')).toBe(true)
    expect(res.body.some((i: any) => i.action === 'DOWNLOAD')).toBe(true)
    expect((await provider.client.get(`/api/patients/${patient.profileId}/access-log`)).status).toBe(403)
  })
})

describe('realtime: record and document changes reach the patient and the consultation room', () => {
  it('pushes record.changed and document.changed to the patient', async () => {
    const appointment = await book(patient, provider)
    // the consultation room opens only in the join window (issue 12): the start moves to 5 minutes from now
    await moveAppointmentStart((sql) => server.db.rawQuery(sql), appointment.id, 5)
    const socket = await connectSocket(server.url, patient.client.cookieHeader)
    const seen: Array<{ event: string; data: any }> = []
    socket.on('record.changed', (data) => seen.push({ event: 'record.changed', data }))
    socket.on('document.changed', (data) => seen.push({ event: 'document.changed', data }))
    try {
      const joined = await socket.emitWithAck('join', `appointment:${appointment.id}`)
      expect(joined.ok).toBe(true)
      const saved = await provider.client.request('PUT', `/api/consultations/${appointment.id}/record`, { notes: 'Langsung terlihat' })
      const doc = await upload(
        provider.client,
        { patientId: patient.profileId, appointmentId: appointment.id },
        { bytes: files.pdf, name: 'a.pdf' }
      )
      await provider.client.patch(`/api/uploads/${doc.body.id}`, { hidden: true })
      await eventually(() => seen.filter((s) => s.event === 'document.changed' && s.data.hidden === true).length > 0, 10_000)
      await eventually(() => seen.some((s) => s.event === 'record.changed' && s.data.recordId === saved.body.id), 10_000)
      expect(seen.find((s) => s.event === 'record.changed')!.data).toMatchObject({
        type: 'MedicalRecordCreated',
        recordId: saved.body.id,
        patientId: patient.profileId,
        appointmentId: appointment.id,
        position: expect.stringMatching(/^\d+$/),
      })
      expect(seen.find((s) => s.event === 'document.changed')!.data).toMatchObject({
        type: 'DocumentUploaded',
        uploadId: doc.body.id,
        hidden: false,
      })
      // the push names ids only, never clinical content
      expect(JSON.stringify(seen)).not.toContain('Langsung terlihat')
    } finally {
      socket.close()
    }
  })
})

describe('GET /api/provider/patients (provider-patient summaries read model)', () => {
  it('patient fields with appointmentCount, medicalRecordCount and lastVisit; only current patients', async () => {
    const rina = await newPatient(server.url, { fullName: 'Rina Anggraini' })
    const kept = await book(rina, provider)
    const cancelled = await book(rina, provider)
    await setStatus(provider, cancelled.id, 'CANCELLED')
    await setStatus(provider, kept.id, 'COMPLETED')
    const record = await provider.client.post('/api/medical-records', {
      patientId: rina.profileId,
      notes: 'Kontrol',
      visitDate: '2020-05-01T03:00:00.000Z',
    })
    const position = record.headers.get('x-event-position')!
    const gone = await newPatient(server.url, { fullName: 'Batal Semua' })
    const only = await book(gone, provider)
    const last = await setStatus(provider, only.id, 'CANCELLED')
    // address and occupation are read from identity at query time (not copied into the read model)
    await server.db
      .from('patient_profiles')
      .where('id', rina.profileId)
      .update({ address: 'Jl. Melati 5, Bandung', occupation: 'Guru' })

    const res = await provider.client.get('/api/provider/patients', {
      'x-min-position': last.headers.get('x-event-position') ?? position,
    })
    expect(res.status).toBe(200)
    const row = await eventually(async () => {
      const list = (await provider.client.get('/api/provider/patients')).body
      const found = list.find((p: { id: string }) => p.id === rina.profileId)
      return found?.medicalRecordCount === 1 && found?.appointmentCount === 1 ? found : null
    })
    expect(row).toEqual({
      id: rina.profileId,
      userId: rina.user.id,
      fullName: 'Rina Anggraini',
      medicalRecordNumber: expect.stringMatching(/^RM-\d+$/),
      // booking needs these: the fixture completed the profile after registering (patient-profile.ts)
      dob: FIXTURE_PROFILE.dob,
      gender: FIXTURE_PROFILE.gender,
      address: 'Jl. Melati 5, Bandung',
      contact: FIXTURE_PHONE_E164,
      occupation: 'Guru',
      appointmentCount: 1,
      medicalRecordCount: 1,
      lastVisit: kept.scheduledAt,
    })
    const ids = (await provider.client.get('/api/provider/patients')).body.map((p: { id: string }) => p.id)
    expect(ids).not.toContain(gone.profileId)
    expect(ids).toContain(patient.profileId)
    const other = await newProvider(server.url)
    expect((await other.client.get('/api/provider/patients')).body).toEqual([])
  })

  it('replay rebuilds exactly the rows the live projection produced (in process and with the ace command)', async () => {
    const snapshot = async () => ({
      summaries: (await server.db.rawQuery('SELECT * FROM rm_provider_patient_summaries ORDER BY provider_id, patient_id')).rows,
      facts: (await server.db.rawQuery('SELECT * FROM rm_provider_patient_facts ORDER BY kind, source_id')).rows,
    })
    await eventually(() => consumerCaughtUp(server, 'records.provider-patient-summaries', ['scheduling', 'records']), 10_000)
    const live = await snapshot()
    expect(live.summaries.length).toBeGreaterThan(1)

    const { runtime, consumers } = await server.events()
    const { replayConsumer } = await server.import('#events/replay')
    const projection = consumers.find((c: { name: string }) => c.name === 'records.provider-patient-summaries')
    const result = await replayConsumer(server.db, runtime, projection, { batchSize: 3 })
    expect(result.processed).toBeGreaterThan(0)
    expect(await snapshot()).toEqual(live)

    await server.db.rawQuery('TRUNCATE rm_provider_patient_summaries, rm_provider_patient_facts')
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(process.execPath, ['server/ace.js', 'events:replay', '--projection', 'records.provider-patient-summaries'], {
        env: process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let text = ''
      child.stdout.on('data', (d) => (text += d))
      child.stderr.on('data', (d) => (text += d))
      child.on('close', (code) => resolve({ code, text }))
    })
    expect(output.code, output.text).toBe(0)
    expect(output.text).toMatch(/records\.provider-patient-summaries: \d+ events/)
    expect(await snapshot()).toEqual(live)
  }, 120_000)
})
