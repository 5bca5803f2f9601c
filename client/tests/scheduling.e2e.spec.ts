import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser'
import { Client, eventually, uniqueEmail } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Browser journey of issue 4: a patient books through the wizard, the provider's open
 * dashboard shows it live, the confirmation e-mail (with .ics) reaches a real SMTP sink, and
 * /provider/appointments lists it under 'Terjadwal'. Cancellations travel live both ways.
 */

type ReceivedMail = { to: string[]; raw: string }

const PASSWORD = 'rahasia123'
const provider = { email: uniqueEmail('nakes'), displayName: 'Ns. Sari Wulandari', providerRole: 'Perawat' }
const patient = { email: uniqueEmail('pasien'), fullName: 'Budi Santoso' }

let server: ServerProcess
let smtp: SMTPServer
let browser: Browser
const contexts: BrowserContext[] = []
const received: ReceivedMail[] = []
let providerApi: Client
let patientApi: Client

/** 'YYYY-MM-DD' of tomorrow in the clinic zone. */
function tomorrowInJakarta(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

function startSmtpSink(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  return new Promise((resolve) => {
    const listener = smtp.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port))
  })
}

async function newPage(viewport = { width: 1440, height: 900 }): Promise<Page> {
  // a browser far from Jakarta: times must still read in WIB
  const context = await browser.newContext({ viewport, timezoneId: 'UTC', locale: 'id-ID' })
  contexts.push(context)
  return context.newPage()
}

/** Signs in through the UI; resolves once the socket is connected (pushes can arrive). */
async function signIn(page: Page, email: string, home: string) {
  const socketReady = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')))
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL(`${server.url}${home}`)
  await socketReady
}

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi tenaga kesehatan' })

/** Screenshot once finite animations and transitions (dialogs, sheet, sidebar width) are done. */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
  )
  await screenshot(page, name)
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  const smtpPort = await startSmtpSink()
  server = await startServerProcess({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
  browser = await launchBrowser()

  providerApi = new Client(server.url)
  const providerRegistration = await providerApi.post('/api/register', {
    email: provider.email,
    password: PASSWORD,
    role: 'PROVIDER',
    displayName: provider.displayName,
    providerRole: provider.providerRole,
    acceptTerms: true,
  })
  expect(providerRegistration.status, providerRegistration.text).toBeLessThan(300)

  patientApi = new Client(server.url)
  const patientRegistration = await patientApi.post('/api/register', {
    email: patient.email,
    password: PASSWORD,
    role: 'PATIENT',
    fullName: patient.fullName,
    acceptTerms: true,
  })
  expect(patientRegistration.status, patientRegistration.text).toBeLessThan(300)
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

describe('scheduling journey', () => {
  let providerPage: Page
  let patientPage: Page
  let slotLabel = ''
  // issue 9: the dashboards read the overview, never the whole list (GET /api/appointments)
  const wholeListReads: string[] = []
  const recordWholeListReads = (page: Page) =>
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.method() === 'GET' && url.pathname === '/api/appointments') wholeListReads.push(url.href)
    })

  it('the provider signs in and keeps the dashboard open', async () => {
    providerPage = await newPage()
    recordWholeListReads(providerPage)
    await signIn(providerPage, provider.email, '/provider')
    await expect.poll(() => providerPage.getByTestId('stat-total-value').textContent()).toBe('0')
    await expect.poll(() => providerPage.getByTestId('stat-rating-value').textContent()).toBe('—')
    await providerPage.getByText('Tidak ada janji temu mendatang').waitFor()
    await sidebarNav(providerPage).getByRole('link', { name: 'Materi' }).waitFor() // 'Pembelajaran' is open by default
    // marks this document: it must survive until the booking shows up (no reload)
    await providerPage.evaluate(() => ((window as unknown as { journeyMarker: number }).journeyMarker = 1))
    await shot(providerPage, 'scheduling-01-provider-dashboard-empty')
  })

  it('the patient books through the wizard', async () => {
    patientPage = await newPage()
    recordWholeListReads(patientPage)
    await signIn(patientPage, patient.email, '/patient')
    await patientPage.getByRole('heading', { name: 'Halo, Budi' }).waitFor()
    await patientPage.getByText('Tidak ada janji temu mendatang').waitFor()
    await patientPage.getByText('Tidak ada rekam medis tersedia').waitFor()
    await shot(patientPage, 'scheduling-02-patient-dashboard')

    await patientPage.getByTestId('tile-book').click()
    const dialog = patientPage.getByRole('dialog')
    await dialog.getByRole('radio', { name: provider.displayName }).waitFor()
    await expect.poll(() => dialog.getByTestId('booking-steps').getByRole('listitem').count()).toBe(4)

    // step 1 -> 2 without a provider is refused
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    await patientPage.getByText('Informasi Belum Lengkap', { exact: true }).first().waitFor()
    await shot(patientPage, 'scheduling-03-booking-step1')

    await dialog.getByRole('radio', { name: provider.displayName }).click()
    await dialog.getByRole('button', { name: 'Lanjut' }).click()

    const tomorrow = tomorrowInJakarta()
    const dateInput = dialog.getByLabel('Tanggal konsultasi')
    expect(await dateInput.getAttribute('min')).toBe(tomorrow)
    await dateInput.fill(tomorrow)
    const freeSlot = dialog.locator('[data-testid="booking-slot"]:not([disabled])').first()
    await freeSlot.waitFor()
    slotLabel = (await freeSlot.textContent())!.trim()
    expect(slotLabel).toMatch(/^\d{2}\.\d{2}$/)
    await freeSlot.click()
    await dialog.getByLabel('Keluhan (opsional)').fill('Demam dan batuk sejak dua hari')
    await shot(patientPage, 'scheduling-04-booking-step2')
    await dialog.getByRole('button', { name: 'Lanjut' }).click()

    const summary = dialog.getByTestId('booking-summary')
    await summary.waitFor()
    await expect.poll(() => dialog.getByTestId('booking-total').textContent()).toBe('Rp75.000')
    const summaryText = await summary.textContent()
    expect(summaryText).toContain(provider.displayName)
    expect(summaryText).toContain('Demam dan batuk sejak dua hari')
    expect(summaryText).toContain(slotLabel)
    expect(summaryText).not.toContain('4.9')
    await shot(patientPage, 'scheduling-05-booking-step3')

    await dialog.getByRole('button', { name: 'Konfirmasi' }).click()
    await patientPage.getByText('Janji Temu Dikonfirmasi!', { exact: true }).first().waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const upcoming = patientPage.getByTestId('upcoming-appointment')
    await upcoming.first().waitFor()
    expect(await upcoming.first().textContent()).toContain(provider.displayName)
    expect(await upcoming.first().textContent()).toContain(slotLabel)
    await expect.poll(() => patientPage.getByTestId('tile-upcoming-value').textContent()).toBe('1')
    await shot(patientPage, 'scheduling-06-patient-booked')
  })

  it("the provider's open dashboard shows the booking live", async () => {
    const item = providerPage.getByTestId('provider-upcoming-item').filter({ hasText: patient.fullName })
    await item.waitFor({ timeout: 15_000 })
    expect(await item.textContent()).toContain('Demam dan batuk sejak dua hari')
    expect(await item.getByTestId('time-range').textContent()).toMatch(
      new RegExp(`^${slotLabel.replace('.', '\\.')} – \\d{2}\\.\\d{2} WIB$`)
    )
    await expect.poll(() => providerPage.getByTestId('stat-total-value').textContent()).toBe('1')
    await expect.poll(() => providerPage.getByTestId('stat-week-value').textContent()).toMatch(/^[01]$/)
    expect(await providerPage.evaluate(() => (window as unknown as { journeyMarker?: number }).journeyMarker)).toBe(1)
    expect(wholeListReads).toEqual([])
    await shot(providerPage, 'scheduling-07-provider-dashboard-live')
  })

  it('the confirmation e-mail reaches the SMTP sink with an .ics invite', async () => {
    const mail = await eventually(
      () => received.find((m) => m.to.includes(patient.email) && /text\/calendar/i.test(m.raw)),
      30_000,
      100
    )
    expect(mail!.raw).toMatch(/\.ics/)
    expect(mail!.raw).toMatch(/BEGIN:VCALENDAR|text\/calendar/)
    await eventually(() => received.find((m) => m.to.includes(provider.email)), 30_000, 100)
  })

  it("the provider sees it under 'Terjadwal' on /provider/appointments", async () => {
    await sidebarNav(providerPage).getByRole('link', { name: 'Appointment', exact: true }).click()
    await providerPage.waitForURL(`${server.url}/provider/appointments`)
    await expect.poll(() => providerPage.getByTestId('tab-SCHEDULED-count').textContent()).toBe('1')
    expect(await providerPage.getByTestId('tab-all-count').textContent()).toBe('1')
    expect(await providerPage.getByTestId('tab-CANCELLED-count').textContent()).toBe('0')
    await providerPage.getByRole('tab', { name: /Terjadwal/ }).click()
    const card = providerPage.getByRole('tabpanel').getByTestId('appointment-card')
    await card.first().waitFor()
    expect(await card.count()).toBe(1)
    const cardText = await card.first().textContent()
    expect(cardText).toContain(patient.fullName)
    expect(cardText).toContain('Rp75.000')
    expect(cardText).toContain('Terjadwal')
    await card.first().getByRole('link', { name: 'Gabung Sesi' }).waitFor()
    await shot(providerPage, 'scheduling-08-provider-appointments')

    await card.first().getByRole('button', { name: 'Detail' }).click()
    const details = providerPage.getByTestId('appointment-details')
    await details.waitFor()
    expect(await details.textContent()).toMatch(/https?:\/\//) // the meeting link
    await shot(providerPage, 'scheduling-09-appointment-details')
    await providerPage.keyboard.press('Escape')
    await details.waitFor({ state: 'hidden' })
  })

  it("the patient cancels; the provider's list moves it to 'Dibatalkan' live", async () => {
    await patientPage.getByRole('button', { name: 'Batalkan' }).click()
    await patientPage.getByRole('alertdialog').getByRole('button', { name: 'Ya, batalkan' }).click()
    await patientPage.getByText('Janji temu dibatalkan', { exact: true }).first().waitFor()
    await patientPage.getByText('Tidak ada janji temu mendatang').waitFor()

    await expect.poll(() => providerPage.getByTestId('tab-CANCELLED-count').textContent(), { timeout: 15_000 }).toBe('1')
    expect(await providerPage.getByTestId('tab-SCHEDULED-count').textContent()).toBe('0')
  })

  it('a cancellation by the provider reaches the open patient dashboard live', async () => {
    const slots = await patientApi.get(`/api/providers/${await providerProfileId()}/availability?date=${tomorrowInJakarta()}`)
    const free = (slots.body.slots as { scheduledAt: string; available: boolean }[]).find((s) => s.available)!
    const booked = await patientApi.post('/api/appointments', {
      providerId: await providerProfileId(),
      scheduledAt: free.scheduledAt,
      reason: 'Kontrol',
    })
    expect(booked.status, booked.text).toBe(201)
    await patientPage.getByTestId('upcoming-appointment').first().waitFor({ timeout: 15_000 })

    const cancelled = await providerApi.patch(`/api/appointments/${booked.body.id}/status`, { status: 'CANCELLED' })
    expect(cancelled.status, cancelled.text).toBeLessThan(300)
    await patientPage.getByText('Tidak ada janji temu mendatang').waitFor({ timeout: 15_000 })
    await expect.poll(() => patientPage.getByTestId('tile-upcoming-value').textContent()).toBe('0')
  })

  it('a slot taken meanwhile (409) shows the server message and returns to step 2', async () => {
    const rival = new Client(server.url)
    const registered = await rival.post('/api/register', {
      email: uniqueEmail('pasien2'),
      password: PASSWORD,
      role: 'PATIENT',
      fullName: 'Citra Lestari',
      acceptTerms: true,
    })
    expect(registered.status, registered.text).toBeLessThan(300)

    await patientPage.getByTestId('tile-book').click()
    const dialog = patientPage.getByRole('dialog')
    await dialog.getByRole('radio', { name: provider.displayName }).click()
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    await dialog.getByLabel('Tanggal konsultasi').fill(tomorrowInJakarta())
    const freeSlot = dialog.locator('[data-testid="booking-slot"]:not([disabled])').first()
    await freeSlot.waitFor()
    const wanted = (await freeSlot.textContent())!.trim()
    const scheduledAt = await freeSlot.getAttribute('value')
    await freeSlot.click()
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    await dialog.getByTestId('booking-summary').waitFor()

    // someone else books the same slot first
    const taken = await rival.post('/api/appointments', { providerId: await providerProfileId(), scheduledAt, reason: 'Kontrol' })
    expect(taken.status, taken.text).toBe(201)

    await dialog.getByRole('button', { name: 'Konfirmasi' }).click()
    await patientPage.getByText('Booking Gagal', { exact: true }).first().waitFor()
    const conflict = dialog.getByTestId('booking-conflict')
    await conflict.waitFor()
    expect(await conflict.textContent()).toContain('Jadwal ini sudah dipesan. Silakan pilih waktu lain.')
    await dialog.getByLabel('Tanggal konsultasi').waitFor() // back on step 2
    const refreshed = dialog.getByTestId('booking-slot').filter({ hasText: wanted })
    await expect.poll(() => refreshed.isDisabled()).toBe(true)
    expect(await refreshed.textContent()).toContain('Terisi')
    await shot(patientPage, 'scheduling-15-booking-conflict')

    await dialog.locator('[data-testid="booking-slot"]:not([disabled])').first().click()
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    await dialog.getByRole('button', { name: 'Konfirmasi' }).click()
    await patientPage.getByText('Janji Temu Dikonfirmasi!', { exact: true }).first().waitFor()
    await expect.poll(() => patientPage.getByTestId('tile-upcoming-value').textContent()).toBe('1')
  })

  it("in English, a slot taken meanwhile shows the server's English message", async () => {
    const page = await newPage()
    await signIn(page, patient.email, '/patient')
    await page.getByRole('button', { name: 'EN', exact: true }).click()
    await page.getByTestId('tile-book').click()
    const wizard = page.getByRole('dialog')
    await wizard.getByRole('radio', { name: provider.displayName }).click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByLabel('Consultation date').fill(tomorrowInJakarta())
    const open = wizard.locator('[data-testid="booking-slot"]:not([disabled])').first()
    await open.waitFor()
    const scheduledAt = await open.getAttribute('value')
    await open.click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByTestId('booking-summary').waitFor()

    const rival = new Client(server.url)
    const rivalEmail = uniqueEmail('pasien3')
    const rivalSignUp = { email: rivalEmail, password: PASSWORD, role: 'PATIENT', fullName: 'Dewi Anggraini', acceptTerms: true }
    expect((await rival.post('/api/register', rivalSignUp)).status).toBe(201)
    expect((await rival.post('/api/appointments', { providerId: await providerProfileId(), scheduledAt })).status).toBe(201)

    await wizard.getByRole('button', { name: 'Confirm' }).click()
    await wizard.getByTestId('booking-conflict').waitFor()
    expect(await wizard.getByTestId('booking-conflict').textContent()).toContain(
      'This time is already booked. Please choose another time.'
    )
    await page.getByText('Booking Failed', { exact: true }).first().waitFor()
    await shot(page, 'scheduling-16-booking-conflict-english')
  })

  it('the sidebar collapses to icons with Ctrl+B and becomes a sheet on a phone', async () => {
    await providerPage.goto(`${server.url}/provider`)
    await providerPage.getByTestId('stat-total-value').waitFor()
    await providerPage.keyboard.press('Control+b')
    await expect.poll(() => providerPage.locator('[data-slot="sidebar"]').getAttribute('data-state')).toBe('collapsed')
    const cookies = await providerPage.context().cookies()
    const cookie = cookies.find((c) => c.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600)
    await expect
      .poll(() => providerPage.locator('[data-slot="sidebar"] nav').evaluate((el) => el.getBoundingClientRect().width))
      .toBe(48)
    await shot(providerPage, 'scheduling-10-sidebar-collapsed')
    await providerPage.reload()
    await expect.poll(() => providerPage.locator('[data-slot="sidebar"]').getAttribute('data-state')).toBe('collapsed')
    await providerPage.keyboard.press('Control+b')
    await expect.poll(() => providerPage.locator('[data-slot="sidebar"]').getAttribute('data-state')).toBe('expanded')
    await expect
      .poll(() => providerPage.locator('[data-slot="sidebar"] nav').evaluate((el) => el.getBoundingClientRect().width))
      .toBe(256)

    // the learning pages render inside the same layout (one header, the sidebar entry active)
    await sidebarNav(providerPage).getByRole('link', { name: 'Materi' }).click()
    await providerPage.waitForURL(`${server.url}/provider/learning/materials`)
    await expect.poll(() => sidebarNav(providerPage).getByRole('link', { name: 'Materi' }).getAttribute('aria-current')).toBe('page')
    expect(await providerPage.getByRole('button', { name: 'Keluar' }).count()).toBe(1)
    await shot(providerPage, 'scheduling-12-learning-in-provider-layout')

    const phone = await newPage({ width: 390, height: 844 })
    await signIn(phone, provider.email, '/provider')
    await phone.getByTestId('provider-recent-records').getByText(patient.fullName).first().waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.getByRole('button', { name: 'Buka atau tutup menu samping' }).click()
    const sheet = phone.getByRole('dialog')
    await sheet.getByRole('link', { name: 'Appointment', exact: true }).waitFor()
    await shot(phone, 'scheduling-11-mobile-sidebar')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await sheet.getByRole('link', { name: 'Appointment', exact: true }).click()
    await phone.waitForURL(`${server.url}/provider/appointments`)
    await sheet.waitFor({ state: 'hidden' })
  })

  it('the patient dashboard and the wizard fit a phone', async () => {
    const phone = await newPage({ width: 390, height: 844 })
    await signIn(phone, patient.email, '/patient')
    await phone.getByTestId('tile-upcoming-value').waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(phone, 'scheduling-13-patient-phone')
    await phone.getByTestId('tile-book').click()
    await phone.getByRole('dialog').getByRole('radio', { name: provider.displayName }).click()
    await shot(phone, 'scheduling-14-booking-phone')
  })
})

let cachedProviderProfileId: string | null = null
async function providerProfileId(): Promise<string> {
  if (!cachedProviderProfileId) {
    const me = await providerApi.get('/api/user')
    cachedProviderProfileId = me.body.profile.id as string
  }
  return cachedProviderProfileId
}

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
