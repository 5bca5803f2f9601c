import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser'
import { Client, eventually, uniqueEmail } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'
import { startSmtpSink } from '../../modules/notification/tests/support'

/**
 * Browser journey of issue 12, item 3: a patient moves and then cancels an appointment (the
 * provider's open list follows live, both get the e-mails with the .ics); after the cut-off the
 * patient's buttons are disabled with the explanation; the provider cancels with a required reason
 * and the appointment's history shows every change.
 */

type ReceivedMail = { to: string[]; raw: string }
type Sink = Awaited<ReturnType<typeof startSmtpSink>>

const PASSWORD = 'rahasia123'
const provider = { email: uniqueEmail('nakes'), displayName: 'Ns. Sari Wulandari' }
const patient = { email: uniqueEmail('pasien'), fullName: 'Budi Santoso' }

let server: ServerProcess
let sink: Sink
let browser: Browser
const contexts: BrowserContext[] = []
let received: ReceivedMail[] = []
let providerId = ''
let admin: Client
let patientApi: Client
let first: { id: string; scheduledAt: string }
let second: { id: string; scheduledAt: string }
let movedTo = ''

/** 'YYYY-MM-DD' of the clinic day `offset` days from today (Asia/Jakarta). */
function jakartaDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}
const slot = (offset: number, time: string) => new Date(`${jakartaDay(offset)}T${time}:00+07:00`).toISOString()

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'UTC', locale: 'id-ID' })
  contexts.push(context)
  return context.newPage()
}

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

async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
  )
  await screenshot(page, name)
}

const patientCard = (page: Page, scheduledAt: string): Locator =>
  page.locator(`[data-testid="upcoming-appointment"]:has(time[datetime="${scheduledAt}"])`)
const providerCard = (page: Page, scheduledAt: string): Locator =>
  page.locator(`[data-testid="appointment-card"]:has(time[datetime="${scheduledAt}"])`)
/** The unfolded .ics of a received mail, or '' */
const icsOf = (mail: ReceivedMail) => {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw)?.[1] ?? ''
  const decoded = /BEGIN:VCALENDAR/.test(part) ? part : Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8')
  return decoded.replace(/\r?\n[ \t]/g, '')
}

async function register(body: Record<string, unknown>) {
  const client = new Client(server.url)
  const res = await client.post('/api/register', { password: PASSWORD, acceptTerms: true, ...body })
  expect(res.status, res.text).toBe(201)
  return { client, body: res.body }
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  sink = await startSmtpSink()
  received = sink.received
  server = await startServerProcess({ SMTP_URL: sink.url })
  browser = await launchBrowser()
  const nakes = await register({ email: provider.email, role: 'PROVIDER', displayName: provider.displayName, providerRole: 'Perawat' })
  providerId = nakes.body.profile.id
  patientApi = (await register({ email: patient.email, role: 'PATIENT', fullName: patient.fullName })).client
  admin = (await register({ email: uniqueEmail('admin'), role: 'ADMIN', fullName: 'Admin Klinik' })).client
  for (const [offset, time] of [
    [2, '09:00'],
    [3, '10:30'],
  ] as const) {
    const res = await patientApi.post('/api/appointments', { providerId, scheduledAt: slot(offset, time), reason: 'Kontrol luka' })
    expect(res.status, res.text).toBe(201)
    if (offset === 2) first = res.body
    else second = res.body
  }
})

afterAll(async () => {
  await admin?.patch('/api/admin/settings', { cancelCutoffHours: 2 })
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
  await sink?.close()
})

describe('cancel and reschedule journey', () => {
  let patientPage: Page
  let providerPage: Page

  it('the patient sees Ubah Jadwal, Batalkan and Riwayat on each card; the provider keeps the list open', async () => {
    providerPage = await newPage()
    await signIn(providerPage, provider.email, '/provider')
    await providerPage.goto(`${server.url}/provider/appointments`)
    await providerCard(providerPage, first.scheduledAt).waitFor()

    patientPage = await newPage()
    await signIn(patientPage, patient.email, '/patient')
    const card = patientCard(patientPage, first.scheduledAt)
    await card.waitFor()
    for (const name of ['Ubah Jadwal', 'Batalkan', 'Riwayat']) {
      // enabled once the clinic settings (the cut-off) are in
      await expect.poll(() => card.getByRole('button', { name }).isEnabled()).toBe(true)
    }
    await shot(patientPage, 'changes-01-patient-cards')
  })

  it('the patient moves an appointment to another free slot; the provider sees the new time live', async () => {
    await patientCard(patientPage, first.scheduledAt).getByRole('button', { name: 'Ubah Jadwal' }).click()
    const dialog = patientPage.getByTestId('reschedule-dialog')
    await dialog.waitFor()
    // the other appointment's slot is taken, the current one cannot be picked
    await dialog.getByLabel('Tanggal konsultasi').fill(jakartaDay(3))
    await expect.poll(() => dialog.locator(`[data-testid="booking-slot"][value="${second.scheduledAt}"]`).isDisabled()).toBe(true)
    movedTo = slot(4, '14:00')
    await dialog.getByLabel('Tanggal konsultasi').fill(jakartaDay(4))
    await dialog.locator(`[data-testid="booking-slot"][value="${movedTo}"]`).click()
    await shot(patientPage, 'changes-02-reschedule-dialog')
    await dialog.getByRole('button', { name: 'Simpan Jadwal Baru' }).click()
    await patientPage.getByText('Jadwal diubah', { exact: true }).first().waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await patientCard(patientPage, movedTo).waitFor()
    expect(await patientCard(patientPage, first.scheduledAt).count()).toBe(0)

    await providerCard(providerPage, movedTo).waitFor({ timeout: 15_000 })
    expect(await providerCard(providerPage, first.scheduledAt).count()).toBe(0)
    await shot(providerPage, 'changes-03-provider-list-moved')
  })

  it('both get the updated invite by e-mail (METHOD:REQUEST, SEQUENCE:1, same UID)', async () => {
    for (const email of [patient.email, provider.email]) {
      const mail = await eventually(() => received.find((m) => m.to.includes(email) && /method=REQUEST/i.test(m.raw)), 30_000, 100)
      const ics = icsOf(mail!)
      expect(ics).toContain(`UID:${first.id}@telerawat.id`)
      expect(ics).toContain('SEQUENCE:1')
      expect(ics).toContain('METHOD:REQUEST')
    }
  })

  it('the history shows the booking and the move', async () => {
    await patientCard(patientPage, movedTo).getByRole('button', { name: 'Riwayat' }).click()
    const history = patientPage.getByTestId('appointment-history')
    await expect.poll(() => history.getByTestId('history-entry').count(), { timeout: 10_000 }).toBe(2)
    expect(await history.getByTestId('history-entry').nth(0).getAttribute('data-action')).toBe('BOOKED')
    expect(await history.getByTestId('history-entry').nth(1).textContent()).toContain('Jadwal diubah')
    expect(await history.getByTestId('history-entry').nth(1).textContent()).toContain(patient.fullName)
    await shot(patientPage, 'changes-04-history')
    await patientPage.keyboard.press('Escape')
    await history.waitFor({ state: 'hidden' })
  })

  it('the patient cancels it with a reason; it leaves both lists live', async () => {
    await patientCard(patientPage, movedTo).getByRole('button', { name: 'Batalkan' }).click()
    const dialog = patientPage.getByTestId('cancel-appointment-dialog')
    await dialog.getByLabel('Alasan (opsional)').fill('Sudah sembuh')
    await shot(patientPage, 'changes-05-patient-cancel-dialog')
    await dialog.getByRole('button', { name: 'Ya, batalkan' }).click()
    await patientPage.getByText('Janji temu dibatalkan', { exact: true }).first().waitFor()
    await patientCard(patientPage, movedTo).waitFor({ state: 'detached' })
    await expect.poll(() => providerPage.getByTestId('tab-CANCELLED-count').textContent(), { timeout: 15_000 }).toBe('1')
    const mail = await eventually(
      () => received.find((m) => m.to.includes(provider.email) && /method=CANCEL/i.test(m.raw)),
      30_000,
      100
    )
    const ics = icsOf(mail!)
    expect(ics).toContain(`UID:${first.id}@telerawat.id`)
    expect(ics).toContain('STATUS:CANCELLED')
    expect(ics).toContain('SEQUENCE:2')
  })

  it('after the cut-off the buttons are disabled with the explanation (1280 and 390 px)', async () => {
    const res = await admin.patch('/api/admin/settings', { cancelCutoffHours: 168 })
    expect(res.status, res.text).toBe(200)
    await patientPage.reload()
    const card = patientCard(patientPage, second.scheduledAt)
    await card.getByTestId('change-locked').waitFor()
    expect(await card.getByTestId('change-locked').textContent()).toBe('Perubahan hanya bisa sampai 168 jam sebelum jadwal')
    expect(await card.getByRole('button', { name: 'Ubah Jadwal' }).isDisabled()).toBe(true)
    expect(await card.getByRole('button', { name: 'Batalkan' }).isDisabled()).toBe(true)
    expect(await card.getByRole('button', { name: 'Riwayat' }).isEnabled()).toBe(true)
    await shot(patientPage, 'changes-06-locked-1280')

    const phone = await newPage({ width: 390, height: 844 })
    await signIn(phone, patient.email, '/patient')
    await patientCard(phone, second.scheduledAt).getByTestId('change-locked').waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(phone, 'changes-07-locked-390')
  })

  it('the provider list and the cancel dialog fit a phone', async () => {
    const phone = await newPage({ width: 390, height: 844 })
    await signIn(phone, provider.email, '/provider')
    await phone.goto(`${server.url}/provider/appointments`)
    await providerCard(phone, second.scheduledAt).waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await providerCard(phone, second.scheduledAt).getByRole('button', { name: 'Batalkan' }).waitFor()
    await shot(phone, 'changes-10-provider-list-390')
    await providerCard(phone, second.scheduledAt).getByRole('button', { name: 'Batalkan' }).click()
    await phone.getByTestId('cancel-appointment-dialog').getByLabel('Alasan pembatalan (wajib)').waitFor()
    await shot(phone, 'changes-11-provider-cancel-dialog-390')
    await phone.keyboard.press('Escape')
  })

  it('the provider cancels with a required reason; the patient sees it go live; the details show the history', async () => {
    const card = providerCard(providerPage, second.scheduledAt)
    await card.getByRole('button', { name: 'Batalkan' }).click()
    const dialog = providerPage.getByTestId('cancel-appointment-dialog')
    await dialog.getByRole('button', { name: 'Ya, batalkan' }).click()
    await dialog.getByText('Alasan pembatalan wajib diisi').waitFor()
    await shot(providerPage, 'changes-08-provider-reason-required')
    await dialog.getByLabel('Alasan pembatalan (wajib)').fill('Saya harus dinas ke luar kota')
    await dialog.getByRole('button', { name: 'Ya, batalkan' }).click()
    await providerPage.getByText('Janji temu dibatalkan', { exact: true }).first().waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await patientCard(patientPage, second.scheduledAt).waitFor({ state: 'detached', timeout: 15_000 })
    await patientPage.getByText('Tidak ada janji temu mendatang').waitFor()

    await expect.poll(() => providerPage.getByTestId('tab-CANCELLED-count').textContent(), { timeout: 15_000 }).toBe('2')
    await providerCard(providerPage, second.scheduledAt).getByRole('button', { name: 'Detail' }).click()
    const history = providerPage.getByTestId('appointment-history')
    await expect.poll(() => history.getByTestId('history-entry').count(), { timeout: 10_000 }).toBe(2)
    expect(await history.getByTestId('history-entry').nth(1).textContent()).toContain('Saya harus dinas ke luar kota')
    await shot(providerPage, 'changes-09-provider-details-history')

    const mail = await eventually(
      () =>
        received.find((m) => m.to.includes(patient.email) && /method=CANCEL/i.test(m.raw) && icsOf(m).includes(`UID:${second.id}@`)),
      30_000,
      100
    )
    expect(icsOf(mail!)).toContain('SEQUENCE:1')
  })
})
