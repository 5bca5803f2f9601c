import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { completeProfileBody } from '../../server/tests/helpers/patient-profile.js'
import { markEmailVerified, markProviderVerified } from '../../server/tests/helpers/verify-provider.js'
import { moveAppointmentStartViaPg } from '../../server/tests/helpers/appointment-start.js'

const PATIENT = { email: 'sari.konsul@contoh.id', password: 'rahasia123', fullName: 'Sari Lestari' }
const PROVIDER = { email: 'ns.bayu@contoh.id', password: 'rahasia123', displayName: 'Ns. Bayu Pratama' }
const NOTE = 'Keluhan pusing berkurang. Lanjutkan minum air putih 2 liter per hari dan kontrol 1 minggu lagi.'
const PDF_NAME = 'hasil-lab-darah.pdf'

let server: ServerProcess
let meet: Server
let browser: Browser
const contexts: BrowserContext[] = []

/** A stand-in for the video service (the public Jitsi server is not reachable from here). */
function startMeetStub(): Promise<string> {
  meet = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><body style="margin:0;height:100vh;display:grid;place-items:center;background:#0f172a;color:#cbd5e1;font:14px system-ui">` +
        `<div style="text-align:center"><p style="font-size:18px">Ruang video uji</p><p style="opacity:.6">${req.url}</p></div></body>`
    )
  })
  return new Promise((resolve) =>
    meet.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(meet.address() as AddressInfo).port}`))
  )
}

async function api(method: string, urlPath: string, body?: unknown, cookie = '') {
  const res = await fetch(server.url + urlPath, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const setCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const text = await res.text()
  return { status: res.status, cookie: setCookie, body: text ? JSON.parse(text) : null }
}

/** A minimal valid one-page PDF (header, catalog, pages, page, xref, trailer). */
function writeMinimalPdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'telerawat-e2e-')), PDF_NAME)
  writeFileSync(file, body)
  return file
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
}

async function newPage() {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width: 1440, height: 900 } })
  contexts.push(context)
  return context.newPage()
}

const tomorrowInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 24 * 3600_000))

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess({ MEET_BASE_URL: await startMeetStub() })
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
  await new Promise((resolve) => meet?.close(resolve))
})

describe('consultation journey', () => {
  it('patient and provider meet, the provider records vitals, a note and a PDF live, ends the session; the record is on both dashboards', async () => {
    // accounts and the booking: tomorrow 09:00 WIB, booked with the patient's cookie
    const patientReg = await api('POST', '/api/register', { ...PATIENT, role: 'PATIENT', acceptTerms: true })
    expect(patientReg.status).toBe(201)
    // booking needs NIK, date of birth, gender and phone on the profile
    expect((await api('PATCH', '/api/profile', completeProfileBody(), patientReg.cookie)).status).toBe(200)
    const providerReg = await api('POST', '/api/register', {
      ...PROVIDER,
      role: 'PROVIDER',
      providerRole: 'Perawat',
      acceptTerms: true,
    })
    expect(providerReg.status).toBe(201)
    const providerMe = await api('GET', '/api/user', undefined, providerReg.cookie)
    const providerProfileId = providerMe.body.profile.id as string
    await markProviderVerified(providerMe.body.id) // bookable only once verified (the admin's "Verifikasi")
    await markEmailVerified(patientReg.body.id) // booking needs a verified e-mail (the link itself: account.e2e.spec.ts)
    const availability = await api(
      'GET',
      `/api/providers/${providerProfileId}/availability?date=${tomorrowInJakarta()}`,
      undefined,
      patientReg.cookie
    )
    expect(availability.status).toBe(200)
    const slot = availability.body.slots.find((s: { time: string }) => s.time === '09:00')
    expect(slot?.available).toBe(true)
    const booked = await api(
      'POST',
      '/api/appointments',
      { providerId: providerProfileId, scheduledAt: slot.scheduledAt, reason: 'Kontrol tekanan darah' },
      patientReg.cookie
    )
    expect(booked.status).toBe(201)
    const appointmentId = booked.body.id as string
    const consultationUrl = `${server.url}/consultation/${appointmentId}`

    // a day early: the waiting room (date and time in WIB, the provider, a countdown, the device check)
    const patient = await newPage()
    await signIn(patient, PATIENT.email, PATIENT.password)
    await patient.waitForURL('**/patient')
    await patient.goto(consultationUrl)
    await patient.getByTestId('waiting-room').waitFor()
    expect(await patient.getByTestId('consultation-screen').count()).toBe(0)
    expect(await patient.getByText('Sesi Berlangsung').count()).toBe(0)
    expect(await patient.getByTestId('waiting-time').innerText()).toBe('09.00 WIB')
    expect(await patient.getByTestId('waiting-date').innerText()).toBe(
      new Intl.DateTimeFormat('id-ID', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Jakarta',
      }).format(new Date(slot.scheduledAt))
    )
    expect(await patient.getByTestId('waiting-counterpart').innerText()).toContain(PROVIDER.displayName)
    // opens 10 minutes before 09:00 tomorrow: more than 12 hours away, so days or hours are counting
    const secondsShown = () => patient.getByTestId('countdown-seconds').innerText()
    const first = await secondsShown()
    await expect.poll(secondsShown, { timeout: 3_000 }).not.toBe(first)
    expect(await patient.getByTestId('opens-at').innerText()).toContain('pukul 08.50 WIB')
    // the fake camera and microphone: allowed, with the self-view preview
    await expect.poll(() => patient.getByTestId('device-camera').getAttribute('data-state'), { timeout: 10_000 }).toBe('granted')
    await expect.poll(() => patient.getByTestId('device-microphone').getAttribute('data-state')).toBe('granted')
    expect(await patient.getByTestId('device-camera').innerText()).toContain('Diizinkan')
    await expect.poll(() => patient.getByTestId('device-preview').getAttribute('data-camera')).toBe('on')
    await patient.setViewportSize({ width: 1280, height: 800 })
    await screenshot(patient, 'waiting-room-patient')
    await patient.setViewportSize({ width: 390, height: 844 })
    await screenshot(patient, 'waiting-room-patient-mobile')
    await patient.setViewportSize({ width: 1440, height: 900 })

    // the room opens in a few seconds: the page counts down and enters it by itself
    await moveAppointmentStartViaPg(appointmentId, 10 + 8 / 60)
    await patient.reload()
    await patient.getByTestId('waiting-room').waitFor()
    await patient.getByTestId('consultation-screen').waitFor({ timeout: 20_000 })
    await expect.poll(() => patient.getByTestId('consultation-patient-name').innerText()).toBe(PATIENT.fullName)
    // only the patient is there: not 'Sesi Berlangsung' but whom it waits for
    await expect.poll(() => patient.getByTestId('counterpart-presence').getAttribute('data-state')).toBe('waiting')
    expect(await patient.getByTestId('session-state').innerText()).toBe('Menunggu tenaga kesehatan…')
    expect(await patient.getByText('Sesi Berlangsung').count()).toBe(0)
    await patient.setViewportSize({ width: 1280, height: 800 })
    await screenshot(patient, 'consultation-waiting-for-provider')
    await patient.setViewportSize({ width: 390, height: 844 })
    await screenshot(patient, 'consultation-waiting-for-provider-mobile')
    await patient.setViewportSize({ width: 1440, height: 900 })

    const provider = await newPage()
    await signIn(provider, PROVIDER.email, PROVIDER.password)
    await provider.waitForURL('**/provider')
    await provider.goto(consultationUrl)
    await provider.getByTestId('consultation-screen').waitFor()
    await expect.poll(() => provider.getByTestId('counterpart-presence').getAttribute('data-state')).toBe('joined')
    await expect.poll(() => patient.getByTestId('counterpart-presence').getAttribute('data-state'), { timeout: 2_000 }).toBe('joined')
    expect(await patient.getByTestId('counterpart-presence').innerText()).toContain('Hadir')
    // both present: now it is 'Sesi Berlangsung' on both sides
    await expect.poll(() => patient.getByTestId('session-state').innerText()).toBe('Sesi Berlangsung')
    await expect.poll(() => provider.getByTestId('session-state').innerText()).toBe('Sesi Berlangsung')
    expect(await provider.getByTestId('patient-short-id').innerText()).toBe(booked.body.patientId.slice(0, 8))
    // the frame shows the appointment's own room, not a fixed one
    expect(await provider.getByTestId('meet-frame').getAttribute('src')).toBe(booked.body.meetLink)
    expect(await provider.getByTestId('meet-frame').getAttribute('allow')).toBe('camera; microphone; fullscreen; display-capture')
    // patients see no editing controls
    expect(await patient.getByRole('button', { name: 'Akhiri Sesi', exact: true }).count()).toBe(0)
    expect(await patient.getByTestId('session-notes').count()).toBe(0)
    expect(await patient.getByTestId('document-input').count()).toBe(0)

    // vital signs: edit, save (to the visit's record), shown on both screens
    await expect.poll(() => provider.getByTestId('vital-bloodPressure').innerText()).toContain('--/--')
    await provider.getByTestId('vital-signs').getByRole('button', { name: 'Ubah' }).click()
    await provider.getByLabel('Tekanan Darah (mmHg)').fill('130/85')
    await provider.getByLabel('Nadi (bpm)').fill('88')
    await provider.getByLabel('Suhu (°C)').fill('36,8')
    await provider.getByLabel('Pernapasan (x/menit)').fill('18')
    await provider.getByLabel('Berat Badan (kg)').fill('58')
    await provider.getByLabel('Tinggi Badan (cm)').fill('160')
    await screenshot(provider, 'consultation-provider-vitals-edit')
    await provider.getByTestId('vital-signs').getByRole('button', { name: 'Simpan' }).click()
    await expect.poll(() => provider.getByTestId('vital-bloodPressure').innerText(), { timeout: 10_000 }).toContain('130/85')
    await expect.poll(() => provider.getByTestId('vital-temperature').innerText()).toContain('36,8')

    // a blank session note is refused inline; a real one is saved and appears on the patient's screen
    await provider.getByRole('button', { name: 'Simpan Catatan' }).click()
    await expect.poll(() => provider.getByText('Catatan sesi tidak boleh kosong.').isVisible()).toBe(true)
    await provider.getByLabel('Catatan sesi').fill(NOTE)
    await provider.getByRole('button', { name: 'Simpan Catatan' }).click()
    await expect.poll(() => provider.getByTestId('record-note-text').first().innerText(), { timeout: 10_000 }).toBe(NOTE)
    await expect.poll(() => patient.getByTestId('record-note-text').first().innerText(), { timeout: 10_000 }).toBe(NOTE)
    await expect.poll(() => patient.getByTestId('vital-bloodPressure').innerText(), { timeout: 10_000 }).toContain('130/85')

    // a PDF uploaded by the provider appears on the patient's screen
    await provider.getByTestId('document-input').setInputFiles(writeMinimalPdf())
    await expect.poll(() => provider.getByTestId('document-item').filter({ hasText: PDF_NAME }).count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => patient.getByTestId('document-item').filter({ hasText: PDF_NAME }).count(), { timeout: 10_000 }).toBe(1)
    expect(await patient.getByRole('link', { name: `Unduh ${PDF_NAME}` }).getAttribute('href')).toMatch(
      /^\/api\/uploads\/[0-9a-f-]+\/download$/
    )

    // hiding it takes it off the patient's screen at once; showing brings it back
    await provider.getByRole('button', { name: `Sembunyikan ${PDF_NAME} dari pasien` }).click()
    await expect.poll(() => patient.getByTestId('document-item').count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => provider.getByTestId('document-item').first().getAttribute('data-hidden')).toBe('true')
    await provider.getByRole('button', { name: `Tampilkan ${PDF_NAME} kepada pasien` }).click()
    await expect.poll(() => patient.getByTestId('document-item').count(), { timeout: 10_000 }).toBe(1)

    // an inline edit of a record note (blank refused) reaches the patient live
    const edited = `${NOTE} Tekanan darah dipantau di rumah.`
    await provider
      .getByRole('button', { name: /Ubah catatan rekam medis/ })
      .first()
      .click()
    const noteBox = provider.getByLabel(/Catatan rekam medis/).first()
    await noteBox.fill('   ')
    await provider.getByTestId('record-note').first().getByRole('button', { name: 'Simpan' }).click()
    await expect.poll(() => provider.getByText('Catatan tidak boleh kosong.').isVisible()).toBe(true)
    await noteBox.fill(edited)
    await provider.getByTestId('record-note').first().getByRole('button', { name: 'Simpan' }).click()
    await expect.poll(() => patient.getByTestId('record-note-text').first().innerText(), { timeout: 10_000 }).toBe(edited)
    await expect.poll(() => provider.getByLabel('Catatan sesi').inputValue()).toBe(edited)

    await screenshot(provider, 'consultation-provider')
    await screenshot(patient, 'consultation-patient')
    await patient.setViewportSize({ width: 390, height: 844 })
    await screenshot(patient, 'consultation-patient-mobile')
    await patient.setViewportSize({ width: 1440, height: 900 })

    // the provider ends the session; both are told, and the page becomes the session's summary
    await provider.getByRole('button', { name: 'Akhiri Sesi', exact: true }).click()
    await provider.getByRole('alertdialog').getByRole('button', { name: 'Ya, akhiri sesi' }).click()
    await provider.getByTestId('session-summary').waitFor({ timeout: 10_000 })
    await patient.getByTestId('session-summary').waitFor({ timeout: 10_000 })
    await expect.poll(() => patient.getByText('Sesi telah berakhir', { exact: true }).first().isVisible()).toBe(true)
    for (const page of [patient, provider]) {
      expect(await page.getByTestId('consultation-screen').count()).toBe(0)
      expect(await page.getByTestId('meet-frame').count()).toBe(0)
      expect(await page.getByTestId('summary-status').innerText()).toBe('Selesai')
      const participants = await page.getByTestId('summary-participants').innerText()
      expect(participants).toContain(PATIENT.fullName)
      expect(participants).toContain(PROVIDER.displayName)
      expect(await page.getByRole('button', { name: /Gabung|Masuk/ }).count()).toBe(0)
    }
    // the provider sees the visit's record, finalised by the session's end
    await expect
      .poll(() => provider.getByTestId('summary-record-status').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('FINAL')
    expect(await provider.getByRole('link', { name: 'Buka rekam medis pasien' }).getAttribute('href')).toBe(
      `/provider/medical-records?patientId=${booked.body.patientId}`
    )
    await provider.setViewportSize({ width: 1280, height: 800 })
    await screenshot(provider, 'consultation-summary-provider')
    await patient.setViewportSize({ width: 1280, height: 800 })
    await screenshot(patient, 'consultation-summary-patient')
    await patient.setViewportSize({ width: 390, height: 844 })
    await screenshot(patient, 'consultation-summary-patient-mobile')
    await patient.setViewportSize({ width: 1440, height: 900 })
    // the patient's way to their records: the dashboard's records section
    await patient.getByRole('link', { name: 'Lihat rekam medis saya' }).click()
    await patient.waitForURL((url) => url.pathname === '/patient', { timeout: 10_000 })

    // the record (with the note) is on the patient's dashboard
    await expect.poll(() => patient.getByTestId('patient-records').getByText(edited).isVisible(), { timeout: 10_000 }).toBe(true)
    // ... and the patient sees who opened their records (the audit trail)
    const accessLog = patient.getByTestId('access-log')
    await expect
      .poll(() => accessLog.getByTestId('access-log-item').filter({ hasText: PROVIDER.displayName }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await screenshot(patient, 'patient-dashboard-access-log')

    // ... and with the vitals on the provider's records page, highlighted by ?patientId=
    const patientId = booked.body.patientId as string
    await provider.goto(`${server.url}/provider/medical-records?patientId=${patientId}`)
    const group = provider.getByTestId(`record-group-${patientId}`)
    await group.waitFor({ timeout: 10_000 })
    await expect.poll(() => group.getAttribute('data-highlighted')).toBe('true')
    await screenshot(provider, 'provider-medical-records')
    await expect.poll(() => group.getAttribute('data-highlighted'), { timeout: 5_000 }).toBe('false')
    expect(await group.getByTestId('record-count-badge').innerText()).toBe('1 rekam medis')
    await group.getByRole('button', { name: /Detail rekam medis/ }).click()
    const dialog = provider.getByRole('dialog')
    for (const section of ['Anamnesis', 'Pemeriksaan Fisik', 'Diagnosis', 'Rencana dan Tindakan', 'Catatan Tambahan']) {
      expect(await dialog.getByRole('heading', { name: section, exact: true }).isVisible()).toBe(true)
    }
    expect(await dialog.getByTestId('detail-vitals').innerText()).toContain('130/85')
    expect(await dialog.getByText(edited).isVisible()).toBe(true)
    await screenshot(provider, 'provider-medical-record-detail')
    await provider.keyboard.press('Escape')

    // the patient list: the patient's card with counts, searchable, linking to the records
    await provider.goto(`${server.url}/provider/patients`)
    const card = provider.getByTestId(`patient-card-${patientId}`)
    await card.waitFor({ timeout: 10_000 })
    await expect.poll(() => card.getByTestId('record-count').innerText(), { timeout: 10_000 }).toBe('1')
    expect(await card.getByTestId('appointment-count').innerText()).toBe('1')
    await provider.getByLabel('Cari pasien').fill('tidak ada yang cocok')
    await expect.poll(() => card.count()).toBe(0)
    await provider.getByLabel('Cari pasien').fill('sari')
    await card.waitFor()
    await screenshot(provider, 'provider-patients')
    await card.getByRole('link', { name: `Lihat rekam medis ${PATIENT.fullName}` }).click()
    await provider.waitForURL((url) => url.pathname === '/provider/medical-records' && url.searchParams.get('patientId') === patientId)

    // the consultation is over: reopening it shows the summary (no room), a stranger gets 'not found'
    await patient.goto(consultationUrl)
    await patient.getByTestId('session-summary').waitFor()
    expect(await patient.getByTestId('consultation-screen').count()).toBe(0)
    await screenshot(patient, 'consultation-closed')
    const stranger = await newPage()
    const strangerReg = await api('POST', '/api/register', {
      email: 'orang.lain@contoh.id',
      password: 'rahasia123',
      fullName: 'Orang Lain',
      role: 'PATIENT',
      acceptTerms: true,
    })
    expect(strangerReg.status).toBe(201)
    await signIn(stranger, 'orang.lain@contoh.id', 'rahasia123')
    await stranger.waitForURL('**/patient')
    await stranger.goto(consultationUrl)
    await stranger.getByText('Konsultasi tidak ditemukan').waitFor()
    await screenshot(stranger, 'consultation-not-found')
    await stranger.getByRole('link', { name: 'Kembali ke Dasbor' }).click()
    await stranger.waitForURL('**/patient')
  })
})

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
