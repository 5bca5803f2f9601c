import { DateTime } from 'luxon'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, resetDatabaseViaPg, settledScreenshot, signInLive } from '../../server/tests/helpers/browser'
import { Client, uniqueEmail } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Browser journey of issue 12, item 2 ('Jadwal Praktik'): a provider sets weekly hours and a day
 * off on /provider/profil; a patient's open booking dialog stops offering them, live; a day off
 * that has a booking asks the provider to keep the day open or cancel the booking with a reason.
 */

const PASSWORD = 'rahasia123'
const provider = { email: uniqueEmail('nakes'), displayName: 'Ns. Sari Wulandari' }
const patient = { email: uniqueEmail('pasien'), fullName: 'Budi Santoso' }

let server: ServerProcess
let browser: Browser
const contexts: BrowserContext[] = []
let patientApi: Client
let providerProfileId = ''
let bookedId = ''

const today = () => DateTime.now().setZone('Asia/Jakarta').startOf('day')
/** ISO weekday `weekday` of the week `weeks` after next (always days ahead). */
const dayOf = (weeks: number, weekday: number) => today().plus({ days: 8 - today().weekday + 7 * weeks + (weekday - 1) })
const tuesday = dayOf(0, 2)
const seminarDay = dayOf(0, 3) // a Wednesday without bookings
const bookedDay = dayOf(1, 4) // a Thursday the patient has booked

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'UTC', locale: 'id-ID' })
  contexts.push(context)
  return context.newPage()
}

const signIn = (page: Page, email: string, home: string) => signInLive(page, server.url, email, PASSWORD, home)
const shot = settledScreenshot

/** Adds `day` as a day off on the schedule screen and saves. */
async function addDayOffAndSave(page: Page, day: DateTime) {
  const section = page.getByTestId('provider-schedule')
  await section.getByLabel('Tanggal', { exact: true }).fill(day.toISODate()!)
  await section.getByTestId('day-off-add').click()
  await section.getByTestId('schedule-save').click()
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  const providerApi = new Client(server.url)
  const reg = await providerApi.post('/api/register', {
    email: provider.email,
    password: PASSWORD,
    role: 'PROVIDER',
    displayName: provider.displayName,
    providerRole: 'Perawat',
    acceptTerms: true,
  })
  expect(reg.status, reg.text).toBeLessThan(300)
  providerProfileId = reg.body.profile.id
  patientApi = new Client(server.url)
  const p = await patientApi.post('/api/register', { ...patient, password: PASSWORD, role: 'PATIENT', acceptTerms: true })
  expect(p.status, p.text).toBeLessThan(300)
  const booked = await patientApi.post('/api/appointments', {
    providerId: providerProfileId,
    scheduledAt: bookedDay.set({ hour: 10, minute: 30 }).toUTC().toISO(),
  })
  expect(booked.status, booked.text).toBe(201)
  bookedId = booked.body.id
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe('provider schedule journey', () => {
  let providerPage: Page
  let patientPage: Page

  it("a patient's booking dialog shows the provider's Tuesday slots", async () => {
    patientPage = await newPage(390)
    await signIn(patientPage, patient.email, '/patient')
    await patientPage.getByTestId('tile-book').click()
    const dialog = patientPage.getByRole('dialog')
    await dialog.getByRole('radio', { name: provider.displayName }).click()
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    await dialog.getByLabel('Tanggal konsultasi').fill(tuesday.toISODate()!)
    await expect.poll(() => dialog.locator('[data-testid="booking-slot"]:not([disabled])').count()).toBe(5)
  })

  it('the provider closes Tuesday and 10:30 on Mondays, adds a day off, and saves', async () => {
    providerPage = await newPage(1280)
    await signIn(providerPage, provider.email, '/provider')
    await providerPage.goto(`${server.url}/provider/profil`)
    const section = providerPage.getByTestId('provider-schedule')
    await section.getByRole('heading', { name: 'Jadwal Praktik' }).waitFor()
    await section.getByText('Belum pernah disimpan').waitFor()
    for (const slot of ['09:00', '10:30', '14:00', '15:30', '16:00']) await section.getByTestId(`schedule-slot-2-${slot}`).click()
    await section.getByRole('button', { name: 'Senin pukul 10:30' }).click()
    expect(await section.getByTestId('schedule-slot-2-09:00').getAttribute('aria-pressed')).toBe('false')
    expect(await section.getByTestId('schedule-slot-1-09:00').getAttribute('aria-pressed')).toBe('true')

    // a past date is refused on the spot
    await section.getByLabel('Tanggal', { exact: true }).fill(today().minus({ days: 1 }).toISODate()!)
    await section.getByTestId('day-off-add').click()
    await section.getByText('Hari libur paling cepat hari ini').waitFor()
    await section.getByLabel('Tanggal', { exact: true }).fill(seminarDay.toISODate()!)
    await section.getByLabel('Alasan (opsional)').fill('Seminar perawatan luka')
    await section.getByTestId('day-off-add').click()
    await expect.poll(() => section.getByTestId('day-off').count()).toBe(1)
    await section.getByTestId('schedule-save').click()
    await providerPage.getByText('Jadwal praktik disimpan', { exact: true }).first().waitFor()
    await shot(providerPage, 'provider-schedule-01-saved-1280')
  })

  it("the patient's open dialog no longer offers Tuesday (live), the day off or Monday 10:30", async () => {
    const dialog = patientPage.getByRole('dialog')
    await dialog.getByTestId('booking-not-working').waitFor()
    expect(await dialog.getByTestId('booking-not-working').textContent()).toContain('tidak praktik pada hari ini')
    expect(await dialog.getByTestId('booking-slot').count()).toBe(0)

    await dialog.getByLabel('Tanggal konsultasi').fill(seminarDay.toISODate()!)
    await dialog.getByTestId('booking-day-off').waitFor()
    expect(await dialog.getByTestId('booking-day-off').textContent()).toContain('Tenaga kesehatan libur')
    expect(await dialog.textContent()).not.toContain('Seminar') // the reason stays private
    await shot(patientPage, 'provider-schedule-02-patient-day-off-390')

    await dialog.getByLabel('Tanggal konsultasi').fill(dayOf(0, 1).toISODate()!)
    await expect.poll(() => dialog.getByTestId('booking-slot').allTextContents()).toEqual(['09.00', '14.00', '15.30', '16.00'])
    await shot(patientPage, 'provider-schedule-03-patient-monday-390')
  })

  it('a day off with a booking asks first; keeping the day open saves nothing for that day', async () => {
    const section = providerPage.getByTestId('provider-schedule')
    await addDayOffAndSave(providerPage, bookedDay)
    const conflict = providerPage.getByTestId('day-off-conflict')
    await conflict.waitFor()
    expect(await conflict.getByTestId('conflict-booking').textContent()).toContain(patient.fullName)
    expect(await conflict.getByTestId('conflict-booking').textContent()).toContain('10:30')
    await shot(providerPage, 'provider-schedule-04-conflict-1280')
    await providerPage.setViewportSize({ width: 390, height: 900 })
    await shot(providerPage, 'provider-schedule-05-conflict-390')
    await providerPage.setViewportSize({ width: 1280, height: 900 })

    await conflict.getByRole('button', { name: 'Tetap buka hari ini' }).click()
    await conflict.waitFor({ state: 'hidden' })
    await providerPage.getByText('Hari tetap dibuka', { exact: true }).first().waitFor()
    await expect.poll(() => section.getByTestId('day-off').count()).toBe(1)
    const appointment = await patientApi.get(`/api/appointments/${bookedId}`)
    expect(appointment.body.status).toBe('SCHEDULED')
  })

  it('cancelling the booking needs a reason; then the day off is saved and the booking cancelled', async () => {
    const section = providerPage.getByTestId('provider-schedule')
    await addDayOffAndSave(providerPage, bookedDay)
    const conflict = providerPage.getByTestId('day-off-conflict')
    await conflict.waitFor()
    await conflict.getByRole('button', { name: 'Batalkan janji temu (alasan wajib)' }).click()
    await conflict.getByText('Alasan pembatalan wajib diisi').waitFor()
    await conflict.getByLabel('Alasan pembatalan (wajib, dikirim ke pasien)').fill('Tenaga kesehatan mengikuti pelatihan')
    await conflict.getByRole('button', { name: 'Batalkan janji temu (alasan wajib)' }).click()
    await conflict.waitFor({ state: 'hidden' })
    await providerPage.getByText('Janji temu dibatalkan', { exact: true }).first().waitFor()
    await expect.poll(() => section.getByTestId('day-off').count()).toBe(2)
    await expect.poll(async () => (await patientApi.get(`/api/appointments/${bookedId}`)).body.status).toBe('CANCELLED')
    await shot(providerPage, 'provider-schedule-06-after-cancel-1280')
    await providerPage.setViewportSize({ width: 390, height: 900 })
    await shot(providerPage, 'provider-schedule-07-grid-390')
  })
})
