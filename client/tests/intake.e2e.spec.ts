import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, resetDatabaseViaPg, settledScreenshot, signInLive } from '../../server/tests/helpers/browser'
import { Client, patientPayload, providerPayload } from '../../server/tests/helpers/http-client'
import { completeProfileBody } from '../../server/tests/helpers/patient-profile'
import { moveAppointmentStartViaPg } from '../../server/tests/helpers/appointment-start'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Browser journey of issue 22's pre-visit intake: after booking, the patient opens 'Isi Formulir
 * Pra-Kunjungan' from the dashboard, meets the Indonesian errors, fills the form (a woman of
 * childbearing age: the pregnancy question shows) and changes it on a 390 px phone (version 2).
 * The provider reads it in the waiting room, then, once the room opened, on the consultation
 * screen's left panel, and confirms the allergies and medicines into the visit record.
 */

const PASSWORD = 'rahasia123'
const provider = providerPayload({ displayName: 'Ns. Rina Kartika', password: PASSWORD })
const patient = patientPayload({ fullName: 'Dewi Anggraini', password: PASSWORD })
const COMPLAINT = 'Luka di telapak kaki kanan kembali merah dan bernanah'
const ALLERGY = 'Penisilin (gatal dan bengkak)'
const MEDICINE = 'Metformin 500 mg 2x sehari'

let server: ServerProcess
let browser: Browser
let appointmentId: string
let providerApi: Client
let patientApi: Client
const contexts: BrowserContext[] = []

function tomorrowNineInJakarta(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return `${date.toISOString().slice(0, 10)}T09:00:00+07:00`
}

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'Asia/Jakarta', locale: 'id-ID' })
  contexts.push(context)
  return context.newPage()
}

const signIn = (page: Page, email: string, home: string) => signInLive(page, server.url, email, PASSWORD, home)

/** No part of the page is wider than the viewport (390 px phones). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  providerApi = new Client(server.url)
  const registered = await providerApi.post('/api/register', provider)
  expect(registered.status, registered.text).toBe(201)
  patientApi = new Client(server.url)
  expect((await patientApi.post('/api/register', patient)).status).toBe(201)
  const profile = await patientApi.patch('/api/profile', completeProfileBody({ gender: 'Perempuan', dob: '1994-06-01' }))
  expect(profile.status, profile.text).toBe(200)
  const booked = await patientApi.post('/api/appointments', {
    providerId: registered.body.profile.id,
    scheduledAt: tomorrowNineInJakarta(),
  })
  expect(booked.status, booked.text).toBe(201)
  appointmentId = booked.body.id
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe('pre-visit intake journey', () => {
  it('the patient opens the form from the dashboard, meets the errors in Indonesian and sends it', async () => {
    const page = await newPage({ width: 1280, height: 900 })
    await signIn(page, patient.email, '/patient')
    await page.getByTestId('intake-link').getByText('Isi Formulir Pra-Kunjungan').click()
    await page.waitForURL(`**/patient/formulir-pra-kunjungan/${appointmentId}`)
    await page.getByRole('heading', { name: 'Formulir Pra-Kunjungan' }).waitFor()
    await page.getByText(`Konsultasi dengan ${provider.displayName}`).waitFor()
    await page.getByTestId('intake-editable-until').waitFor()

    await page.getByRole('button', { name: 'Kirim Formulir' }).click()
    await page.getByText('Keluhan utama minimal 3 karakter').waitFor()
    await page.getByText('Isi sejak kapan keluhan dirasakan').waitFor()
    await page.getByText('Jawab pertanyaan kehamilan').waitFor()
    expect(await page.getByLabel('Keluhan utama').getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('Keluhan utama').fill(COMPLAINT)
    await page.getByLabel('Sejak kapan?').fill('4 hari yang lalu')
    const pain = page.getByLabel(/Skala nyeri/)
    await pain.focus()
    for (let i = 0; i < 6; i++) await pain.press('ArrowRight')
    await page.getByText('Skala nyeri: 6 dari 10').waitFor()
    await page.getByLabel('Alergi (obat, makanan, lainnya)').fill(ALLERGY)
    await page.getByLabel('Obat yang sedang digunakan').fill(MEDICINE)
    await page.getByLabel('Penyakit kronis').fill('Diabetes melitus tipe 2')
    await page.getByRole('group', { name: 'Apakah Anda sedang hamil?' }).getByLabel('Tidak', { exact: true }).check()
    await page.getByRole('button', { name: 'Kirim Formulir' }).click()
    await page.getByText('Formulir tersimpan').first().waitFor()
    await page
      .getByTestId('intake-version')
      .getByText(/Versi 1/)
      .waitFor()
    await settledScreenshot(page, 'intake-01-patient-form-1280')
  })

  it('on a 390 px phone the patient changes the answers: a second version', async () => {
    const page = await newPage({ width: 390, height: 844 })
    await signIn(page, patient.email, '/patient')
    await page.goto(`${server.url}/patient/formulir-pra-kunjungan/${appointmentId}`)
    await page.getByLabel('Keluhan utama').waitFor()
    expect(await page.getByLabel('Keluhan utama').inputValue()).toBe(COMPLAINT)
    await page.getByLabel(/Skala nyeri/).focus()
    await page.getByLabel(/Skala nyeri/).press('ArrowRight')
    await page.getByText('Skala nyeri: 7 dari 10').waitFor()
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page
      .getByTestId('intake-version')
      .getByText(/Versi 2/)
      .waitFor()
    expect(await overflows(page)).toBe(false)
    await settledScreenshot(page, 'intake-02-patient-form-390')
  })

  it('the provider reads it in the waiting room', async () => {
    const page = await newPage({ width: 1280, height: 900 })
    await signIn(page, provider.email, '/provider')
    await page.goto(`${server.url}/consultation/${appointmentId}`)
    await page.getByTestId('waiting-room').waitFor()
    const card = page.getByTestId('intake-summary')
    await card.getByText(COMPLAINT).waitFor()
    await card.getByText('7 dari 10').waitFor()
    await card.getByText(/Versi 2/).waitFor()
    await settledScreenshot(page, 'intake-03-provider-waiting-room-1280')
  })

  it('a version the patient saves meanwhile reaches the provider’s open waiting room without a reload (intake.submitted)', async () => {
    const page = await newPage({ width: 1280, height: 900 })
    await signIn(page, provider.email, '/provider')
    // the page load opens a new socket: the push can arrive once it is connected
    const socketReady = page
      .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
      .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')))
    await page.goto(`${server.url}/consultation/${appointmentId}`)
    await socketReady
    const card = page.getByTestId('intake-summary')
    await card.getByText(/Versi 2/).waitFor()
    const saved = await patientApi.put(`/api/appointments/${appointmentId}/intake`, {
      mainComplaint: COMPLAINT,
      since: '4 hari yang lalu',
      painScore: 8,
      allergies: ALLERGY,
      medications: MEDICINE,
      chronicConditions: 'Diabetes melitus tipe 2',
      pregnancy: 'NO',
    })
    expect(saved.status, saved.text).toBe(200)
    await card.getByText(/Versi 3/).waitFor({ timeout: 10_000 })
    await card.getByText('8 dari 10').waitFor()
  })

  it('once the room opens the patient can no longer change it; the provider reads it on the consultation screen and confirms allergies and medicines into the record', async () => {
    await moveAppointmentStartViaPg(appointmentId, 5)
    const patientPage = await newPage({ width: 390, height: 844 })
    await signIn(patientPage, patient.email, '/patient')
    await patientPage.goto(`${server.url}/patient/formulir-pra-kunjungan/${appointmentId}`)
    await patientPage.getByTestId('intake-locked').waitFor()
    expect(await patientPage.getByRole('button', { name: 'Simpan Perubahan' }).count()).toBe(0)

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(viewport)
      await signIn(page, provider.email, '/provider')
      await page.goto(`${server.url}/consultation/${appointmentId}`)
      await page.getByTestId('consultation-screen').waitFor({ timeout: 20_000 })
      const panel = page.getByRole('complementary', { name: /pasien/i }).first()
      await panel.getByTestId('intake-summary').getByText(COMPLAINT).waitFor()
      const confirm = page.getByTestId('intake-history-confirm')
      if (viewport.width === 1280) {
        // prefilled from the intake
        expect(await confirm.getByLabel('Riwayat alergi').inputValue()).toBe(ALLERGY)
        expect(await confirm.getByLabel(/Riwayat pengobatan/).inputValue()).toBe(MEDICINE)
        // nothing goes into the record before the provider confirms and saves
        await confirm.getByRole('button', { name: 'Simpan ke Rekam Medis' }).click()
        await confirm.getByText('Centang konfirmasi terlebih dahulu').waitFor()
        expect(await visitRecord()).toBeNull()
        await confirm.getByLabel('Riwayat alergi').fill(`${ALLERGY}; udang`)
        await confirm.getByLabel('Saya sudah memeriksa alergi dan obat ini bersama pasien').check()
        await confirm.getByRole('button', { name: 'Simpan ke Rekam Medis' }).click()
        await page.getByText('Alergi dan obat tersimpan di rekam medis kunjungan ini').first().waitFor()
        const record = await visitRecord()
        expect(record).toMatchObject({
          allergyHistory: `${ALLERGY}; udang`,
          pastMedicalHistory: `Obat yang sedang digunakan: ${MEDICINE}`,
        })
        await settledScreenshot(page, 'intake-04-provider-consultation-1280')
      } else {
        // the record's confirmed values now prefill the form
        await expect.poll(() => confirm.getByLabel('Riwayat alergi').inputValue(), { timeout: 10_000 }).toBe(`${ALLERGY}; udang`)
        expect(await confirm.getByLabel(/Riwayat pengobatan/).inputValue()).toBe(MEDICINE)
        expect(await overflows(page)).toBe(false)
        await panel.getByTestId('intake-summary').scrollIntoViewIfNeeded()
        await settledScreenshot(page, 'intake-05-provider-consultation-390')
      }
    }
  })
})

async function patientProfileId(): Promise<string> {
  const appointment = await providerApi.get(`/api/appointments/${appointmentId}`)
  return appointment.body.patientId as string
}

/** This visit's record as the provider reads it (null until one is saved). */
async function visitRecord(): Promise<Record<string, unknown> | null> {
  const res = await providerApi.get(`/api/patients/${await patientProfileId()}/records`)
  const items = (Array.isArray(res.body) ? res.body : (res.body?.items ?? [])) as Array<Record<string, unknown>>
  return items.find((r) => r.appointmentId === appointmentId) ?? null
}
