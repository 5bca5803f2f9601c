import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import {
  book,
  files,
  newPatient,
  newProvider,
  oversizedPng,
  storedState,
  upload,
  uploadForm,
  uploadsDir,
  type Account,
} from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let other: Account
let provider: Account
let stranger: Account
let appointmentId: string

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
  other = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat' })
  stranger = await newProvider(server.url, { displayName: 'dr. Asing' })
  appointmentId = (await book(patient, provider)).id
})
afterAll(async () => server?.stop())

describe('POST /api/upload', () => {
  it('limits uploads per account (429), the limit counted before the file is received', async () => {
    const uploader = await newProvider(server.url, { displayName: 'Ns. Banyak' })
    // the running server's validated settings, changed for this one test
    const { default: env } = await server.import('#start/env')
    env.set('UPLOAD_LIMIT_PER_10_MIN', 2)
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await upload(uploader.client, { patientId: patient.profileId }, { bytes: files.pdf, name: `f${i}.pdf` })).status
        )
      }
      // not treating: 403 twice, then the limit answers before any file is taken
      expect(statuses).toEqual([403, 403, 429])
    } finally {
      // back to unset (env.set also writes process.env, where undefined would become "undefined")
      env.set('UPLOAD_LIMIT_PER_10_MIN', undefined)
      delete process.env.UPLOAD_LIMIT_PER_10_MIN
    }
  })

  for (const [kind, mime] of [
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
  ] as const) {
    it(`201 for a ${kind}, typed by its content, stored under a generated name outside the web root`, async () => {
      // the declared type and the name lie; the content decides
      const res = await upload(
        provider.client,
        { patientId: patient.profileId, appointmentId },
        { bytes: files[kind], name: `dokumen ${kind}.bin`, type: 'text/plain' }
      )
      expect(res.status, res.text).toBe(201)
      expect(res.headers.get('x-event-position')).toMatch(/^\d+$/)
      expect(res.body).toMatchObject({
        patientId: patient.profileId,
        appointmentId,
        filename: `dokumen ${kind}.bin`,
        mimeType: mime,
        sizeBytes: files[kind].length,
        hidden: false,
        uploadedBy: { userId: provider.user.id, name: 'Ns. Rahmat' },
        url: `/api/uploads/${res.body.id}/download`,
      })
      expect(res.body).not.toHaveProperty('filepath')
      const row = await server.db.from('uploads').where('id', res.body.id).first()
      expect(row.filepath).toMatch(/^[0-9a-f-]{36}$/)
      const stored = await readFile(path.join(uploadsDir(), row.filepath))
      expect(new Uint8Array(stored)).toEqual(files[kind])
      expect(path.resolve(uploadsDir()).startsWith(path.resolve('client'))).toBe(false)
    })
  }

  it('links the document to one of the patient’s records', async () => {
    const record = await provider.client.post('/api/medical-records', { patientId: patient.profileId, notes: 'Hasil lab terlampir' })
    const res = await upload(
      provider.client,
      { patientId: patient.profileId, medicalRecordId: record.body.id },
      { bytes: files.pdf, name: 'lab.pdf' }
    )
    expect(res.status, res.text).toBe(201)
    expect(res.body.medicalRecordId).toBe(record.body.id)
  })

  const refusals: Array<[string, () => Promise<{ status: number; body: any }>, number, RegExp]> = [
    [
      'a renamed .exe sent as .png (MZ header)',
      () => upload(provider.client, { patientId: patient.profileId }, { bytes: files.exe, name: 'rontgen.png', type: 'image/png' }),
      415,
      /tidak didukung/,
    ],
    [
      'an oversized file (> 10 MB)',
      () => upload(provider.client, { patientId: patient.profileId }, { bytes: oversizedPng(), name: 'besar.png', type: 'image/png' }),
      413,
      /terlalu besar.*10 MB/,
    ],
    [
      'a path-like file name',
      () =>
        upload(provider.client, { patientId: patient.profileId }, { bytes: files.png, name: '../../etc/passwd', type: 'image/png' }),
      422,
      /Nama berkas tidak valid/,
    ],
    [
      'another patient’s id (not treated)',
      () => upload(provider.client, { patientId: other.profileId }, { bytes: files.png, name: 'x.png' }),
      403,
      /Akses ditolak/,
    ],
    [
      'an unrelated provider',
      () => upload(stranger.client, { patientId: patient.profileId }, { bytes: files.png, name: 'x.png' }),
      403,
      /Akses ditolak/,
    ],
    ['a missing file', () => upload(provider.client, { patientId: patient.profileId }), 422, /Berkas wajib/],
    ['a missing patientId', () => upload(provider.client, {}, { bytes: files.png, name: 'x.png' }), 422, /patientId/],
    [
      'a malformed patientId',
      () => upload(provider.client, { patientId: '1 OR 1=1' }, { bytes: files.png, name: 'x.png' }),
      422,
      /patientId/,
    ],
    [
      'a record of another patient',
      () =>
        upload(
          provider.client,
          { patientId: patient.profileId, medicalRecordId: '00000000-0000-4000-8000-000000000000' },
          { bytes: files.png, name: 'x.png' }
        ),
      422,
      /Rekam medis/,
    ],
    [
      'an appointment of someone else',
      () =>
        upload(
          provider.client,
          { patientId: patient.profileId, appointmentId: '00000000-0000-4000-8000-000000000000' },
          { bytes: files.png, name: 'x.png' }
        ),
      422,
      /Janji temu/,
    ],
    [
      'an empty file',
      () => upload(provider.client, { patientId: patient.profileId }, { bytes: new Uint8Array(), name: 'x.png' }),
      415,
      /tidak didukung/,
    ],
    [
      'a JSON body instead of multipart',
      () => provider.client.post('/api/upload', { patientId: patient.profileId }),
      415,
      /multipart/,
    ],
    [
      'two files in one request',
      async () => {
        const form = uploadForm({ patientId: patient.profileId }, { bytes: files.png, name: 'a.png' })
        form.append('file', new Blob([Buffer.from(files.pdf)]), 'b.pdf')
        return provider.client.request('POST', '/api/upload', form)
      },
      422,
      /satu berkas/,
    ],
  ]
  for (const [name, send, status, message] of refusals) {
    it(`${status} for ${name}; no row, no file, no event`, async () => {
      const before = await storedState(server.db)
      const res = await send()
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      expect(res.body.message).toMatch(message)
      expect(await storedState(server.db)).toEqual(before)
    })
  }

  it('patients and admins cannot upload (403), anonymous 401', async () => {
    const admin = await newPatient(server.url, { role: 'ADMIN', fullName: 'Admin' })
    for (const [client, status] of [
      [patient.client, 403],
      [admin.client, 403],
      [new (provider.client.constructor as any)(server.url), 401],
    ] as const) {
      const before = await storedState(server.db)
      const res = await upload(client, { patientId: patient.profileId }, { bytes: files.png, name: 'x.png' })
      expect(res.status).toBe(status)
      expect(await storedState(server.db)).toEqual(before)
    }
  })
})

describe('listing, downloading, hiding and showing documents', () => {
  it('download: the bytes, the detected type, an attachment, nosniff — for the patient and the treating provider', async () => {
    const up = await upload(
      provider.client,
      { patientId: patient.profileId },
      { bytes: files.pdf, name: 'hasil "lab" résumé.pdf', type: 'text/html' }
    )
    for (const client of [patient.client, provider.client]) {
      const res = await fetch(`${server.url}/api/uploads/${up.body.id}/download`, { headers: { cookie: client.cookieHeader } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="hasil \\"lab\\" resume.pdf"; filename*=UTF-8''hasil%20%22lab%22%20r%C3%A9sum%C3%A9.pdf`
      )
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      // the route's own sandbox policy, not the page policy shield sets on every response
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(files.pdf)
    }
    expect((await other.client.get(`/api/uploads/${up.body.id}/download`)).status).toBe(404)
    expect((await stranger.client.get(`/api/uploads/${up.body.id}/download`)).status).toBe(404)
    expect((await provider.client.get(`/api/uploads/00000000-0000-4000-8000-000000000000/download`)).status).toBe(404)
    expect((await provider.client.get(`/api/uploads/abc/download`)).status).toBe(422)
  })

  it('hide and show: the patient stops seeing (listing and download) a hidden document; the provider still does', async () => {
    const up = await upload(provider.client, { patientId: patient.profileId }, { bytes: files.jpeg, name: 'luka.jpg' })
    const hide = await provider.client.patch(`/api/uploads/${up.body.id}`, { hidden: true })
    expect(hide.status, hide.text).toBe(200)
    expect(hide.body.hidden).toBe(true)
    expect(hide.headers.get('x-event-position')).toMatch(/^\d+$/)

    const patientList = await patient.client.get(`/api/patients/${patient.profileId}/uploads`)
    expect(patientList.status).toBe(200)
    expect(patientList.body.map((d: { id: string }) => d.id)).not.toContain(up.body.id)
    expect(patientList.body.every((d: { hidden: boolean }) => !d.hidden)).toBe(true)
    expect((await patient.client.get(`/api/uploads/${up.body.id}/download`)).status).toBe(404)

    const providerList = await provider.client.get(`/api/patients/${patient.profileId}/uploads`)
    expect(providerList.body.find((d: { id: string }) => d.id === up.body.id)).toMatchObject({ hidden: true })
    const dates = providerList.body.map((d: { uploadedAt: string }) => d.uploadedAt)
    expect([...dates].sort().reverse()).toEqual(dates)

    const again = await provider.client.patch(`/api/uploads/${up.body.id}`, { hidden: true })
    expect(again.status).toBe(200)
    expect(again.headers.get('x-event-position')).toBeNull()

    const show = await provider.client.patch(`/api/uploads/${up.body.id}`, { hidden: false })
    expect(show.body.hidden).toBe(false)
    expect((await patient.client.get(`/api/patients/${patient.profileId}/uploads`)).body.map((d: { id: string }) => d.id)).toContain(
      up.body.id
    )
    const events = await server.db
      .from('event_log')
      .where({ type: 'DocumentVisibilityChanged', aggregate_id: up.body.id })
      .orderBy('position')
    expect(events.map((e: any) => e.payload.hidden)).toEqual([true, false])
  })

  it('visibility: 422 for a non-boolean, 404 for strangers and unknown ids, 403 for the patient', async () => {
    const up = await upload(provider.client, { patientId: patient.profileId }, { bytes: files.png, name: 'x.png' })
    const before = await storedState(server.db)
    expect((await provider.client.patch(`/api/uploads/${up.body.id}`, { hidden: 'ya' })).status).toBe(422)
    expect((await provider.client.patch(`/api/uploads/${up.body.id}`, { hidden: true, filename: 'y' })).status).toBe(422)
    expect((await stranger.client.patch(`/api/uploads/${up.body.id}`, { hidden: true })).status).toBe(404)
    expect((await patient.client.patch(`/api/uploads/${up.body.id}`, { hidden: true })).status).toBe(403)
    expect((await provider.client.patch(`/api/uploads/00000000-0000-4000-8000-000000000000`, { hidden: true })).status).toBe(404)
    expect(await storedState(server.db)).toEqual(before)
  })

  it('listing: another patient 403, an unrelated provider 403', async () => {
    expect((await other.client.get(`/api/patients/${patient.profileId}/uploads`)).status).toBe(403)
    expect((await stranger.client.get(`/api/patients/${patient.profileId}/uploads`)).status).toBe(403)
  })
})
