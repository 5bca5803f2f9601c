import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { DateTime } from 'luxon'
import { expect } from 'vitest'
import { Client, eventually, patientPayload, providerPayload } from '../../../server/tests/helpers/http-client.js'

export const ZONE = 'Asia/Jakarta'

export interface Account {
  client: Client
  user: { id: string; email: string; role: string; profile: { id: string; fullName?: string; displayName?: string } }
  /** Patient or provider profile id. */
  profileId: string
}

export async function register(baseUrl: string, payload: Record<string, unknown>): Promise<Account> {
  const client = new Client(baseUrl)
  const res = await client.post('/api/register', payload)
  expect(res.status, res.text).toBe(201)
  return { client, user: res.body, profileId: res.body.profile?.id ?? null }
}

export const newPatient = (baseUrl: string, overrides: Record<string, unknown> = {}) => register(baseUrl, patientPayload(overrides))
export const newProvider = (baseUrl: string, overrides: Record<string, unknown> = {}) => register(baseUrl, providerPayload(overrides))

let dayOffset = 0
/** A fresh clinic day for every booking, so no two bookings in a run share a slot. */
export function nextSlot(time = '09:00'): string {
  dayOffset++
  const [hour, minute] = time.split(':').map(Number)
  return DateTime.now().setZone(ZONE).startOf('day').plus({ days: dayOffset }).set({ hour, minute }).toUTC().toISO()!
}

/** Books through the scheduling API (so AppointmentBooked flows to the records projections). */
export async function book(patient: Account, provider: Account, extra: Record<string, unknown> = {}) {
  const res = await patient.client.post('/api/appointments', { providerId: provider.profileId, scheduledAt: nextSlot(), ...extra })
  expect(res.status, res.text).toBe(201)
  return res.body as { id: string; scheduledAt: string; status: string }
}

export function setStatus(provider: Account, appointmentId: string, status: 'COMPLETED' | 'CANCELLED') {
  return provider.client.patch(`/api/appointments/${appointmentId}/status`, { status })
}

export const fullRecord = {
  serviceType: 'Telekonsultasi',
  chiefComplaint: 'Batuk dan demam 3 hari',
  historyOfPresentIllness: 'Demam naik turun, batuk berdahak',
  pastMedicalHistory: 'Asma sejak kecil',
  allergyHistory: 'Amoksisilin',
  vitalSigns: { bloodPressure: '120/80', pulse: 88, temperature: 38.2, respiration: 20, weight: 58, height: 160 },
  physicalExamFindings: 'Ronki basah halus di basal paru kanan',
  primaryDiagnosis: 'J18.9 Pneumonia',
  secondaryDiagnosis: 'J45.9 Asma',
  nursingDiagnosis: 'Bersihan jalan napas tidak efektif',
  diagnosticTests: 'Rontgen toraks',
  medicalActions: 'Edukasi batuk efektif',
  prescribedTherapy: 'Parasetamol 3x500 mg',
  patientEducation: 'Minum air hangat, istirahat cukup',
  notes: 'Kontrol 3 hari lagi',
}

// ---------------------------------------------------------------- files

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))
export const files = {
  png: Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    ...ascii('IHDR'),
    0,
    0,
    0,
    1,
    0,
    0,
    0,
    1,
    8,
    2,
    0,
    0,
    0,
  ]),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  webp: Uint8Array.from([...ascii('RIFF'), 26, 0, 0, 0, ...ascii('WEBPVP8 '), 14, 0, 0, 0, 0x30, 1, 0, 0x9d, 1, 0x2a, 1, 0, 1, 0]),
  pdf: Uint8Array.from(ascii('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')),
  exe: Uint8Array.from([
    ...ascii('MZ'),
    0x90,
    0,
    3,
    0,
    0,
    0,
    4,
    0,
    0,
    0,
    0xff,
    0xff,
    0,
    0,
    ...ascii('This program cannot be run in DOS mode.'),
  ]),
}

export function oversizedPng(): Uint8Array {
  const big = new Uint8Array(10 * 1024 * 1024 + 1)
  big.set(files.png)
  return big
}

export function uploadForm(
  fields: Record<string, string | undefined>,
  file?: { bytes: Uint8Array; name: string; type?: string }
): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v)
  if (file) form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return form
}

export function upload(
  client: Client,
  fields: Record<string, string | undefined>,
  file?: { bytes: Uint8Array; name: string; type?: string }
) {
  return client.request('POST', '/api/upload', uploadForm(fields, file))
}

// ---------------------------------------------------------------- "nothing stored"

export function uploadsDir() {
  return path.resolve(process.env.DATA_DIR || '.data', 'uploads')
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const out: string[] = []
  for (const e of entries) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...(await listFiles(full)))
    else out.push(path.relative(uploadsDir(), full))
  }
  return out.sort()
}

/** Rows, files and events the records module could have written. */
export async function storedState(db: any) {
  const count = async (sql: string) => (await db.rawQuery(sql)).rows[0].n as number
  return {
    records: await count('SELECT count(*)::int AS n FROM medical_records'),
    revisions: await count('SELECT count(*)::int AS n FROM medical_record_revisions'),
    uploads: await count('SELECT count(*)::int AS n FROM uploads'),
    events: await count(
      `SELECT count(*)::int AS n FROM event_log WHERE type IN ('MedicalRecordCreated','MedicalRecordUpdated','DocumentUploaded','DocumentVisibilityChanged')`
    ),
    changesAudited: await count(`SELECT count(*)::int AS n FROM record_access_log WHERE action <> 'READ'`),
    files: await listFiles(uploadsDir()),
  }
}

export { eventually }
