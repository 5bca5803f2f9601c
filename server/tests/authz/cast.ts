import { DateTime } from 'luxon'
import { expect } from 'vitest'
import type { BootedApp } from '../helpers/app.mjs'
import { registerAccount, type Account } from '../helpers/accounts.js'
import { Client, eventually, unverifiedProviderPayload } from '../helpers/http-client.js'

/** The callers of the HTTP authorization matrix (issue 10), in the table's column order. */
export const CALLERS = [
  'anonymous',
  'patientA',
  'patientB',
  'providerBefore',
  'providerInside',
  'providerAfter',
  'unverifiedProvider',
  'unrelatedProvider',
  'admin',
  'admin2',
] as const
export type Caller = (typeof CALLERS)[number]

/** Patient A's clinical content: no answer to anyone but A and the treating provider inside the window may carry it. */
export const SECRET_NOTE = 'Catatan rahasia pasien Alfa 7Q4'
export const SECRET_FILE = 'hasil-lab-alfa-7q4.pdf'
/** Patient A's profile (shown to providers treating A now) and complaint (on A's bookings, to their verified providers) — issue 24. */
export const SECRET_OCCUPATION = 'Penyelam Rahasia Alfa 7Q4'
export const SECRET_COMPLAINT = 'Keluhan rahasia Alfa 7Q4'
const PDF = Uint8Array.from(
  [...'%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'].map((c) => c.charCodeAt(0))
)

export interface Cast {
  accounts: Record<Exclude<Caller, 'anonymous'>, Account>
  /** Providers outside the cast: the one patients book in the matrix, one waiting for "Verifikasi". */
  bookable: Account
  candidate: Account
  victim: Account
  appointmentInside: string
  recordId: string
  uploadId: string
  strNumbers: Map<string, string>
  /** A patient account only for DELETE /api/admin/users/:id (fresh per cell). */
  freshVictim: () => Promise<string>
  /** A fresh appointment of A with the bookable provider (PATCH status cells). */
  freshAppointment: () => Promise<string>
  nextSlot: () => string
}

let day = 6
const slot = () => DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: day++ }).set({ hour: 9 }).toUTC().toISO()!

async function bookFor(patient: Account, provider: Account, complaint?: string) {
  const res = await patient.client.post('/api/appointments', { providerId: provider.user.profile!.id, scheduledAt: slot(), complaint })
  expect(res.status, res.text).toBe(201)
  return res.body.id as string
}

/** Moves an appointment on the write side (what the access rules read): time travel for the window. */
async function moveAppointment(server: BootedApp, id: string, sql: string) {
  await server.db.rawQuery(`UPDATE appointments SET scheduled_at = ${sql} WHERE id = ?`, [id])
}

/** A second admin: self-registration closes after the first, so it is written like the first one's row. */
async function secondAdmin(server: BootedApp, first: Account): Promise<Account> {
  const email = `admin2.${Date.now()}@contoh.id`
  await server.db.rawQuery(
    `INSERT INTO users (email, password, role, status, full_name, consent_version, consent_at)
     SELECT ?, password, 'ADMIN', 'ACTIVE', 'Admin Kedua', consent_version, consent_at FROM users WHERE id = ?`,
    [email, first.user.id]
  )
  const client = new Client(server.url)
  const relogin = async () => void expect((await client.post('/api/login', { email, password: first.password })).status).toBe(200)
  await relogin()
  const me = await client.get('/api/user')
  return { role: 'ADMIN', client, email, password: first.password, user: me.body, relogin }
}

/**
 * Patient A has an appointment with each treating provider: one 5+ days ahead (before the window),
 * one in an hour (inside), one 31 days ago (after), one in an hour with a provider whose
 * verification was withdrawn; B is the unrelated provider's patient. The provider inside the
 * window wrote A's record and uploaded A's document.
 */
export async function buildCast(server: BootedApp): Promise<Cast> {
  const admin = await registerAccount(server.url, 'ADMIN')
  const admin2 = await secondAdmin(server, admin)
  const patientA = await registerAccount(server.url, 'PATIENT', { fullName: 'Pasien Alfa Rahasia' })
  const patientB = await registerAccount(server.url, 'PATIENT', { fullName: 'Pasien Beta' })
  const provider = (name: string) => registerAccount(server.url, 'PROVIDER', { displayName: name })
  const [providerBefore, providerInside, providerAfter, unverifiedProvider, unrelatedProvider, bookable] = await Promise.all(
    ['Ns. Sebelum', 'Ns. Di Dalam', 'Ns. Sesudah', 'Ns. Belum Verifikasi', 'dr. Lain', 'dr. Dipesan'].map(provider)
  )
  const candidateClient = new Client(server.url)
  const candidateRes = await candidateClient.post('/api/register', unverifiedProviderPayload({ strNumber: 'STR-CALON-0001' }))
  const candidate = { ...providerBefore, client: candidateClient, user: candidateRes.body }
  const victim = await registerAccount(server.url, 'PATIENT')

  expect((await patientA.client.patch('/api/profile', { occupation: SECRET_OCCUPATION })).status).toBe(200)
  await bookFor(patientA, providerBefore, SECRET_COMPLAINT)
  const appointmentInside = await bookFor(patientA, providerInside, SECRET_COMPLAINT)
  await moveAppointment(server, appointmentInside, `now() + interval '1 hour'`)
  await moveAppointment(server, await bookFor(patientA, providerAfter, SECRET_COMPLAINT), `now() - interval '31 days'`)
  await moveAppointment(server, await bookFor(patientA, unverifiedProvider, SECRET_COMPLAINT), `now() + interval '2 hours'`)
  expect((await unverifiedProvider.client.patch('/api/provider/profile', { strNumber: 'STR-BARU-0002' })).status).toBe(200)
  await bookFor(patientB, unrelatedProvider)

  const record = await providerInside.client.post('/api/medical-records', {
    patientId: patientA.user.profile!.id,
    appointmentId: appointmentInside,
    notes: SECRET_NOTE,
  })
  expect(record.status, record.text).toBe(201)
  const form = new FormData()
  form.append('patientId', patientA.user.profile!.id)
  form.append('file', new Blob([Buffer.from(PDF)], { type: 'application/pdf' }), SECRET_FILE)
  const doc = await providerInside.client.request('POST', '/api/upload', form)
  expect(doc.status, doc.text).toBe(201)
  // the provider-patient summaries (lists) have caught up
  await eventually(async () => (await providerInside.client.get('/api/provider/medical-records')).body?.length > 0, 10_000)

  const { rows } = await server.db.rawQuery('SELECT user_id, str_number FROM provider_profiles')
  const strNumbers = new Map<string, string>(rows.map((r: any) => [r.user_id, r.str_number]))
  return {
    accounts: {
      patientA,
      patientB,
      providerBefore,
      providerInside,
      providerAfter,
      unverifiedProvider,
      unrelatedProvider,
      admin,
      admin2,
    },
    bookable,
    candidate,
    victim,
    appointmentInside,
    recordId: record.body.id,
    uploadId: doc.body.id,
    strNumbers,
    freshVictim: async () => (await registerAccount(server.url, 'PATIENT')).user.id,
    freshAppointment: () => bookFor(patientA, bookable),
    nextSlot: slot,
  }
}
