import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { book, fullRecord, newPatient, newProvider, type Account } from './fixtures.js'

let server: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let other: Account
let provider: Account
let recordId: string

/** Where the test leaves the PDF and its PNG pages, to be looked at by eye. */
const OUT = path.resolve(import.meta.dirname, '../../../.test-data/resume')

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  patient = await newPatient(server.url, { fullName: 'Siti Aminah Rahayu' })
  other = await newPatient(server.url, { fullName: 'Budi Lain' })
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat Hidayat, S.Kep.', providerRole: 'Perawat' })
  const appointmentId = (await book(patient, provider, { complaint: 'Batuk' })).id
  const res = await provider.client.post('/api/medical-records', {
    patientId: patient.profileId,
    appointmentId,
    visitDate: '2026-11-20T02:30:00.000Z',
    ...fullRecord,
  })
  expect(res.status, res.text).toBe(201)
  recordId = res.body.id
})
afterAll(async () => server?.stop())

const accessRows = () => server.db.from('record_access_log').where({ resource_type: 'resume', action: 'DOWNLOAD' }).orderBy('id')

describe('GET /api/medical-records/:id/resume.pdf (Resume Medis)', () => {
  it('the patient downloads their visit as an A4 PDF, recorded in their access log', async () => {
    const res = await fetch(`${server.url}/api/medical-records/${recordId}/resume.pdf`, {
      headers: { cookie: patient.client.cookieHeader },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?resume-medis-RM-\d+-2026-11-20\.pdf"?$/)
    const pdf = Buffer.from(await res.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // A4 is 595.28 × 841.89 pt
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/)

    const rows = await accessRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actor_user_id: patient.user.id, resource_id: recordId, patient_id: patient.profileId })
    const log = await patient.client.get(`/api/patients/${patient.profileId}/access-log/page`)
    expect(log.body.items[0]).toMatchObject({
      action: 'DOWNLOAD',
      resourceType: 'resume',
      resourceIds: [recordId],
      description: 'mengunduh resume medis',
    })

    mkdirSync(OUT, { recursive: true })
    writeFileSync(path.join(OUT, 'resume-medis.pdf'), pdf)
    if (existsSync('/usr/bin/pdftoppm')) {
      // rendered for the eye (Debian poppler-utils): the PNG pages sit beside the PDF
      execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', path.join(OUT, 'resume-medis.pdf'), path.join(OUT, 'resume-medis')])
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', path.join(OUT, 'resume-medis.pdf'), '-']).toString()
      expect(text).toContain('RESUME MEDIS')
      expect(text).toContain('Siti Aminah Rahayu')
      expect(text).toMatch(/Jumat, 20 November 2026/) // 02:30 UTC is 09:30 WIB on Friday
      expect(text).toContain('09.30 WIB')
      expect(text).toMatch(/\d{4}\*{10}\d{2}/) // NIK masked: first 4 and last 2 digits
      expect(text).toContain('120/80 mmHg')
      expect(text).toContain('Parasetamol 3x500 mg')
    }
  })

  it('a treating provider downloads it too (logged as theirs); another patient and strangers learn nothing (404)', async () => {
    const mine = await fetch(`${server.url}/api/medical-records/${recordId}/resume.pdf`, {
      headers: { cookie: provider.client.cookieHeader },
    })
    expect(mine.status).toBe(200)
    expect((await other.client.get(`/api/medical-records/${recordId}/resume.pdf`)).status).toBe(404)
    expect((await patient.client.get(`/api/medical-records/00000000-0000-4000-8000-000000000000/resume.pdf`)).status).toBe(404)
    expect((await patient.client.get(`/api/medical-records/bukan-uuid/resume.pdf`)).status).toBe(422)
    const rows = await accessRows()
    expect(rows.map((r: { actor_user_id: string }) => r.actor_user_id)).toEqual([patient.user.id, provider.user.id])
  })

  it('?status=FINAL lists the finalised records only, cursor-paged', async () => {
    const res = await patient.client.get(`/api/patients/${patient.profileId}/records/page?status=FINAL&limit=1`)
    expect(res.status, res.text).toBe(200)
    expect(res.body.items.map((r: { id: string }) => r.id)).toEqual([recordId])
    expect(res.body.nextCursor).toBeNull()
    const bad = await patient.client.get(`/api/patients/${patient.profileId}/records/page?status=SELESAI`)
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].field).toBe('status')
  })
})
