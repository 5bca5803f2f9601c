import http from 'node:http'
import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { registerAccount, type Account } from '../helpers/accounts.js'
import { Client, eventually, uniqueEmail } from '../helpers/http-client.js'
import { startServerProcess } from '../helpers/server-process.js'
import { mimeParts, startSmtpSink } from '../../../modules/notification/tests/support.js'

/**
 * Issue 24 ("Hardening, round 2"): one test per hole an outside probe found, each failing on the
 * main it was found on. The CSV row is in modules/identity/tests/admin-export.int.spec.ts, the
 * .ics row in modules/notification/mail/calendar.unit.spec.ts, the room row in the Socket.IO room
 * matrix (server/realtime/room-matrix.ts).
 */

let server: Awaited<ReturnType<typeof bootApp>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let admin: Account
let patient: Account
let day = 8

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const COMPLAINT = 'Keluhan rahasia probe 24'

beforeAll(async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url
  server = await bootApp()
  await resetDatabase(server.db)
  admin = await registerAccount(server.url, 'ADMIN')
  patient = await registerAccount(server.url, 'PATIENT', { fullName: 'Pasien Probe Rahasia' })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await sink?.close()
  delete process.env.SMTP_URL
})

const profileOf = (a: Account) => a.user.profile!.id as string

async function book(provider: Account) {
  const scheduledAt = DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: day++ }).set({ hour: 9 }).toUTC().toISO()
  const res = await patient.client.post('/api/appointments', { providerId: profileOf(provider), scheduledAt, complaint: COMPLAINT })
  expect(res.status, res.text).toBe(201)
  return res.body.id as string
}

const withdrawVerification = async (provider: Account) =>
  expect((await provider.client.patch('/api/provider/profile', { strNumber: `STR-BARU-${day}24` })).status).toBe(200)

/** A raw request with headers fetch will not send (Host). */
function rawPost(path: string, headers: Record<string, string>, body: unknown) {
  const url = new URL(server.url)
  const data = JSON.stringify(body)
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => (res.resume(), resolve(res.statusCode!))
    )
    req.on('error', reject)
    req.end(data)
  })
}

describe('row 1: e-mailed links come from a configured origin, never the Host header', () => {
  it('a reset asked with Host: evil.example (and X-Forwarded-Host from a trusted proxy) links to the listening address', async () => {
    const attempts: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }]
    for (const headers of attempts) {
      const before = sink.received.length
      expect(await rawPost('/api/password/forgot', headers, { email: patient.email })).toBe(202)
      // the reset mail, not the registration's verification mail, which may still be on its way
      const isReset = (m: { to: string[] | string; raw: string }) =>
        m.to.includes(patient.email) && mimeParts(m.raw).some((p) => p.body.includes('atur-kata-sandi'))
      const mail = await eventually(() => sink.received.slice(before).find(isReset), 10_000)
      const body = mimeParts(mail.raw)
        .map((p) => p.body)
        .join('\n')
      expect(body).toContain(`${server.url}/atur-kata-sandi?token=`)
      expect(mail.raw).not.toContain('evil.example')
    }
  })

  it('production refuses to start without APP_URL, with one line naming it', async () => {
    const started = startServerProcess({ NODE_ENV: 'production', APP_URL: undefined })
    await expect(started).rejects.toThrow(/APP_URL must be set in production/)
  }, 90_000)
})

describe('row 2: the provider patient list follows the records access rule', () => {
  it('after the patient cancelled, and after the verification was withdrawn, the row is gone', async () => {
    const cancelledWith = await registerAccount(server.url, 'PROVIDER')
    const withdrawn = await registerAccount(server.url, 'PROVIDER')
    const appointment = await book(cancelledWith)
    await book(withdrawn)
    const listed = async (p: Account) => (await p.client.get('/api/provider/patients')).body.map((r: any) => r.id)
    await eventually(async () => (await listed(cancelledWith)).includes(profileOf(patient)), 10_000)
    await eventually(async () => (await listed(withdrawn)).includes(profileOf(patient)), 10_000)

    expect((await patient.client.post(`/api/appointments/${appointment}/cancel`, { reason: 'Berhalangan' })).status).toBe(200)
    await withdrawVerification(withdrawn)
    for (const p of [cancelledWith, withdrawn]) {
      const list = await p.client.get('/api/provider/patients')
      expect(list.status).toBe(200)
      expect(list.text).not.toContain('Pasien Probe Rahasia')
      expect((await p.client.get('/api/provider/patients/stats')).body.patients).toBe(0)
    }
    // the unverified provider's schedule keeps the slot, not who booked it nor why
    const schedule = await withdrawn.client.get('/api/appointments')
    expect(schedule.status).toBe(200)
    expect(schedule.body.length).toBeGreaterThan(0)
    expect(schedule.text).not.toContain('Pasien Probe Rahasia')
    expect(schedule.text).not.toContain(COMPLAINT)
  })
})

describe('row 3: the admin event browser shows patient fields redacted; a reveal needs a reason and is audited', () => {
  it('AppointmentBooked without name, e-mail, birth date or complaint; revealed whole with a reason, in the patient trail', async () => {
    const provider = await registerAccount(server.url, 'PROVIDER')
    const appointment = await book(provider)
    const search = `/api/admin/events?type=AppointmentBooked&aggregateId=${appointment}`
    const page = await eventually(async () => {
      const res = await admin.client.get(search)
      return res.body.items?.length === 1 ? res : null
    }, 10_000)
    const event = page.body.items[0]
    expect(page.text).not.toContain('Pasien Probe Rahasia')
    expect(page.text).not.toContain(COMPLAINT)
    expect(page.text).not.toContain(patient.email)
    expect(event.redactedFields).toEqual(expect.arrayContaining(['patientName', 'patientEmail', 'complaint']))
    expect(event.payload.appointmentId).toBe(appointment)

    const noReason = await admin.client.post(`/api/admin/events/${event.id}/reveal`, { reason: ' ' })
    expect(noReason.status).toBe(422)
    expect((await patient.client.post(`/api/admin/events/${event.id}/reveal`, { reason: 'Perbaiki dead letter' })).status).toBe(403)

    const revealed = await admin.client.post(`/api/admin/events/${event.id}/reveal`, { reason: 'Perbaiki dead letter notifikasi' })
    expect(revealed.status, revealed.text).toBe(200)
    expect(revealed.body.payload.patientName).toBe('Pasien Probe Rahasia')
    expect(revealed.body.payload.complaint).toBe(COMPLAINT)
    expect(revealed.body.redactedFields).toEqual([])

    const audit = await server.db.from('event_log').where({ type: 'EventRevealed', aggregate_id: event.id }).first()
    expect(audit.payload).toMatchObject({
      eventId: event.id,
      reason: 'Perbaiki dead letter notifikasi',
      patientId: profileOf(patient),
    })
    expect(audit.actor_id).toBe(admin.user.id)
    const trail = await patient.client.get(`/api/patients/${profileOf(patient)}/access-log`)
    expect(trail.status).toBe(200)
    expect(trail.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ resourceType: 'event', action: 'READ', resourceIds: [event.id] })])
    )
  })
})

describe('row 6: the SATUSEHAT status route answers alike for a foreign and a random id, and honours the access rule', () => {
  it('another provider, a random id and the author after losing verification all get the same 404', async () => {
    const author = await registerAccount(server.url, 'PROVIDER')
    const other = await registerAccount(server.url, 'PROVIDER')
    const appointmentId = await book(author)
    const record = await author.client.post('/api/medical-records', {
      patientId: profileOf(patient),
      appointmentId,
      notes: 'Catatan probe',
    })
    expect(record.status, record.text).toBe(201)
    const path = `/api/medical-records/${record.body.id}/satusehat`
    await eventually(async () => (await admin.client.get(path)).status === 200, 10_000)
    expect((await author.client.get(path)).status).toBe(200)

    const foreign = await other.client.get(path)
    const random = await other.client.get('/api/medical-records/00000000-0000-4000-8000-000000000024/satusehat')
    expect([foreign.status, random.status]).toEqual([404, 404])
    expect(foreign.text).toBe(random.text)

    await withdrawVerification(author)
    const afterWithdrawal = await author.client.get(path)
    expect(afterWithdrawal.status).toBe(404)
    expect(afterWithdrawal.text).toBe(random.text)
  })
})

describe('worth closing: download names and id spelling', () => {
  it("an upload named .html with PDF content downloads as .pdf (the detected type's extension)", async () => {
    const provider = await registerAccount(server.url, 'PROVIDER')
    await book(provider)
    const form = new FormData()
    form.append('patientId', profileOf(patient))
    form.append('file', new Blob([PDF], { type: 'text/html' }), 'hasil-lab.html')
    const upload = await provider.client.request('POST', '/api/upload', form)
    expect(upload.status, upload.text).toBe(201)
    const res = await fetch(`${server.url}/api/uploads/${upload.body.id}/download`, {
      headers: { cookie: provider.client.cookieHeader },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=hasil-lab.pdf')
  })

  it("a patient's own FHIR export with their id in upper case is theirs (200)", async () => {
    const res = await patient.client.get(`/api/patients/${profileOf(patient).toUpperCase()}/fhir`)
    expect(res.status, res.text.slice(0, 200)).toBe(200)
    expect(res.text).not.toContain(profileOf(patient).toUpperCase())
  })

  it('a stranger still gets 403 for that export', async () => {
    const stranger = new Client(server.url)
    expect(
      (
        await stranger.post('/api/register', {
          email: uniqueEmail('asing'),
          password: 'rahasia123',
          role: 'PATIENT',
          fullName: 'Orang Asing',
          acceptTerms: true,
        })
      ).status
    ).toBe(201)
    expect((await stranger.get(`/api/patients/${profileOf(patient).toUpperCase()}/fhir`)).status).toBe(403)
  })
})
