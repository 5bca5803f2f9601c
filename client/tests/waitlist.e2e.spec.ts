import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser'
import { Client, eventually, uniqueEmail } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Browser journey of issue 12 item 4 (docs/waitlist.md): patient B finds a provider's day full and
 * joins its waitlist from the booking dialog; patient A cancels one of that day's bookings; B's
 * open dashboard shows the offer live with a countdown, and 'Ambil slot ini' books it.
 */

const PASSWORD = 'rahasia123'
const TIMES = ['09:00', '10:30', '14:00', '15:30', '16:00']
const providerName = 'dr. Laras Pertiwi'
const patientA = { email: uniqueEmail('pasien-a'), fullName: 'Andi Wijaya' }
const patientB = { email: uniqueEmail('pasien-b'), fullName: 'Bunga Lestari' }

let server: ServerProcess
let smtp: SMTPServer
let browser: Browser
const contexts: BrowserContext[] = []
const received: Array<{ to: string[]; raw: string }> = []
let apiA: Client
let providerId = ''
const chatProviderName = 'Ns. Wulan Sari'
let chatProviderId = ''
const bookedByA: Record<string, string> = {}

/** 'YYYY-MM-DD' of the clinic day `offset` days from today (Asia/Jakarta). */
function jakartaDate(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}
const fullDate = jakartaDate(2)
/** A clinic-local time (WIB, UTC+7) of the full day as an ISO instant. */
const slotOf = (time: string) => new Date(`${fullDate}T${time}:00+07:00`).toISOString()

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

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'UTC', locale: 'id-ID' })
  contexts.push(context)
  return context.newPage()
}

/** Signs in through the UI; resolves once the socket is connected (pushes can arrive). */
async function signIn(page: Page, email: string) {
  const socketReady = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')))
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL(`${server.url}/patient`)
  await socketReady
}

async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
  )
  await screenshot(page, name)
}

/** Opens the booking dialog on the provider's full day. */
async function openFullDay(page: Page, name = providerName) {
  await page.getByTestId('tile-book').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name }).click()
  await dialog.getByRole('button', { name: 'Lanjut' }).click()
  await dialog.getByLabel('Tanggal konsultasi').fill(fullDate)
  await dialog.getByRole('button', { name: 'Hari ini penuh — Gabung daftar tunggu' }).waitFor()
  return dialog
}

async function register(body: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', { password: PASSWORD, acceptTerms: true, ...body })
  expect(res.status, res.text).toBeLessThan(300)
  return { client, user: res.body }
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  const smtpPort = await startSmtpSink()
  server = await startServerProcess({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
  browser = await launchBrowser()
  const provider = await register({ email: uniqueEmail('nakes'), role: 'PROVIDER', displayName: providerName, providerRole: 'Dokter' })
  providerId = provider.user.profile.id
  apiA = (await register({ ...patientA, role: 'PATIENT' })).client
  await register({ ...patientB, role: 'PATIENT' })
  for (const time of TIMES) {
    const res = await apiA.post('/api/appointments', { providerId, scheduledAt: slotOf(time) })
    expect(res.status, res.text).toBe(201)
    bookedByA[time] = res.body.id
  }
  // a provider who offers chat, their day full too (issue 22: the waitlist keeps the type waited for)
  const chatProvider = await register({
    email: uniqueEmail('nakes-chat'),
    role: 'PROVIDER',
    displayName: chatProviderName,
    providerRole: 'Perawat',
  })
  chatProviderId = chatProvider.user.profile.id
  expect((await chatProvider.client.patch('/api/profile', { offersChat: true, chatFee: 50000 })).status).toBe(200)
  // (another patient: A is busy at those times)
  const apiC = (await register({ email: uniqueEmail('pasien-c'), fullName: 'Citra Dewi', role: 'PATIENT' })).client
  for (const time of TIMES) {
    const res = await apiC.post('/api/appointments', { providerId: chatProviderId, scheduledAt: slotOf(time) })
    expect(res.status, res.text).toBe(201)
  }
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

describe('waitlist journey', () => {
  let desktop: Page
  let phone: Page

  it("patient B finds the day full and joins its waitlist ('Hari ini penuh — Gabung daftar tunggu')", async () => {
    phone = await newPage(390)
    await signIn(phone, patientB.email)
    const phoneDialog = await openFullDay(phone)
    await phoneDialog.getByRole('button', { name: 'Hari ini penuh — Gabung daftar tunggu' }).waitFor()
    const box = (await phoneDialog.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390) // the long label wraps instead of widening the dialog
    await shot(phone, 'waitlist-01-day-full-390')
    await phone.keyboard.press('Escape')
    await phoneDialog.waitFor({ state: 'hidden' })

    desktop = await newPage(1280)
    await signIn(desktop, patientB.email)
    expect(await desktop.getByTestId('waitlist-section').count()).toBe(0) // nothing to wait for yet
    const dialog = await openFullDay(desktop)
    expect(await dialog.locator('[data-testid="booking-slot"]:not([disabled])').count()).toBe(0)
    await shot(desktop, 'waitlist-02-day-full-1280')
    await dialog.getByRole('button', { name: 'Hari ini penuh — Gabung daftar tunggu' }).click()
    await desktop.getByText('Anda masuk daftar tunggu', { exact: true }).first().waitFor()
    await dialog.waitFor({ state: 'hidden' })

    const entry = desktop.getByTestId('waitlist-entry')
    await entry.waitFor()
    expect(await entry.textContent()).toContain(providerName)
    expect(await entry.textContent()).toContain('Menunggu')
    expect(await entry.textContent()).toContain('Urutan ke-1')
    await shot(desktop, 'waitlist-03-waiting-1280')
    // the phone's dashboard learns about it by the push too
    await phone.getByTestId('waitlist-entry').waitFor()
  })

  it('patient A cancels; B sees the offer live, with a countdown, and gets an e-mail', async () => {
    const res = await apiA.patch(`/api/appointments/${bookedByA['14:00']}/status`, { status: 'CANCELLED' })
    expect(res.status, res.text).toBe(200)

    const offer = desktop.getByTestId('waitlist-offer')
    await offer.waitFor({ timeout: 15_000 })
    expect(await offer.textContent()).toContain('14.00 – 14.30')
    await desktop.getByText('Slot tersedia untuk Anda', { exact: true }).first().waitFor()
    const countdown = desktop.getByTestId('waitlist-countdown')
    await expect.poll(() => countdown.textContent()).toMatch(/^Ditahan untuk Anda — sisa (30:00|29:[0-5]\d)$/)
    const first = await countdown.textContent()
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first) // it ticks
    await shot(desktop, 'waitlist-04-offer-1280')
    await phone.getByTestId('waitlist-offer').waitFor({ timeout: 15_000 })
    await shot(phone, 'waitlist-05-offer-390')

    // (B's e-mail verification went to the same address at registration)
    const mail = await eventually(
      () => received.find((m) => m.to.includes(patientB.email) && /Slot tersedia/.test(m.raw)),
      30_000,
      100
    )
    expect(mail!.raw).toMatch(/Slot tersedia untuk Anda/)
  })

  it("B takes it with 'Ambil slot ini': booked, listed as upcoming, the entry fulfilled", async () => {
    await desktop.getByRole('button', { name: 'Ambil slot ini' }).click()
    await desktop.getByText('Slot berhasil dipesan', { exact: true }).first().waitFor()
    const upcoming = desktop.getByTestId('upcoming-appointment').filter({ hasText: providerName })
    await upcoming.first().waitFor()
    expect(await upcoming.first().textContent()).toContain('14.00')
    await expect.poll(() => desktop.getByTestId('waitlist-entry').getAttribute('data-status')).toBe('FULFILLED')
    expect(await desktop.getByTestId('waitlist-offer').count()).toBe(0)
    await shot(desktop, 'waitlist-06-taken-1280')
    await expect.poll(() => phone.getByTestId('waitlist-entry').getAttribute('data-status'), { timeout: 15_000 }).toBe('FULFILLED')
    await shot(phone, 'waitlist-07-taken-390')
    expect(cspViolations).toEqual([])
  })

  it('where the provider offers chat, B picks Chat beside the waitlist button and waits for a chat consultation', async () => {
    const dialog = await openFullDay(desktop, chatProviderName)
    await dialog.getByTestId('consultation-type-CHAT').click()
    expect(await dialog.getByTestId('consultation-type-CHAT').getAttribute('aria-checked')).toBe('true')
    await dialog.getByRole('button', { name: 'Hari ini penuh — Gabung daftar tunggu' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const entry = desktop.getByTestId('waitlist-entry').filter({ hasText: chatProviderName })
    await entry.waitFor()
    expect(await entry.textContent()).toContain('Konsultasi Chat')
    await shot(desktop, 'waitlist-08-chat-waiting-1280')

    // the choice fits a 390 px phone
    const small = await newPage(390)
    await signIn(small, patientB.email)
    const phoneDialog = await openFullDay(small, chatProviderName)
    await phoneDialog.getByTestId('consultation-type-CHAT').waitFor()
    expect(await small.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
    await shot(small, 'waitlist-09-chat-choice-390')
  })
})
