import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, resetDatabaseViaPg, settledScreenshot, signInLive } from '../../server/tests/helpers/browser'
import { moveAppointmentStartViaPg } from '../../server/tests/helpers/appointment-start'
import { Client, patientPayload, providerPayload } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Browser journey of issue 22 ('Pesan'): after a booking the patient asks a question; the provider's
 * header shows it unread, live; the provider opens it and answers; both see 'Dibaca' live, and the
 * typing indicator. On a 390 px phone the patient reads the list, opens the thread and withdraws a
 * message ('Pesan ditarik'). After a visit, another patient asks from a phone and the provider
 * answers with a PDF through the attach button (keyboard), both see 'Dibaca'; then each side's
 * other screen (1280 and 390 px) shows the PDF in the thread.
 */

const PASSWORD = 'rahasia123'
const provider = providerPayload({ displayName: 'Ns. Dewi Lestari', password: PASSWORD })
const patient = patientPayload({ fullName: 'Andi Wijaya', password: PASSWORD })
const QUESTION = 'Luka jahitan saya merah lagi, apakah saya perlu datang ke klinik?'
const ANSWER = 'Kompres dingin 2x sehari dan kirim foto besok pagi, ya.'

const visited = patientPayload({ fullName: 'Rina Kartika', password: PASSWORD })
const AFTER_VISIT = 'Bu, setelah kontrol kemarin apakah perban boleh saya ganti sendiri?'
const CARE_NOTE = 'Boleh. Petunjuk perawatan luka terlampir.'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

let server: ServerProcess
let browser: Browser
let visitId: string
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
  const page = await context.newPage()
  page.on('dialog', (dialog) => void dialog.accept())
  return page
}

const signIn = (page: Page, email: string, home: string) => signInLive(page, server.url, email, PASSWORD, home)
const unread = (page: Page) => page.getByTestId('header-messages-unread')
const bubble = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text })

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  const providerApi = new Client(server.url)
  const registered = await providerApi.post('/api/register', provider)
  expect(registered.status, registered.text).toBe(201)
  const patientApi = new Client(server.url)
  expect((await patientApi.post('/api/register', patient)).status).toBe(201)
  const booked = await patientApi.post('/api/appointments', {
    providerId: registered.body.profile.id,
    scheduledAt: tomorrowNineInJakarta(),
  })
  expect(booked.status, booked.text).toBe(201)
  // Rina's visit was yesterday and is done: the records window (and so her conversation) stays open after it
  const rinaApi = new Client(server.url)
  expect((await rinaApi.post('/api/register', visited)).status).toBe(201)
  const visit = await rinaApi.post('/api/appointments', {
    providerId: registered.body.profile.id,
    scheduledAt: tomorrowNineInJakarta().replace('09:00', '10:30'),
  })
  expect(visit.status, visit.text).toBe(201)
  visitId = visit.body.id
  await moveAppointmentStartViaPg(visitId, -24 * 60)
  const done = await providerApi.patch(`/api/appointments/${visitId}/status`, { status: 'COMPLETED' })
  expect(done.status, done.text).toBe(200)
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe('messaging journey', () => {
  let patientPage: Page
  let providerPage: Page

  it('the patient opens Pesan from the header and asks a question', async () => {
    patientPage = await newPage({ width: 1280, height: 800 })
    await signIn(patientPage, patient.email, '/patient')
    await patientPage.getByTestId('header-messages-link').click()
    await patientPage.waitForURL(/\/patient\/pesan$/)
    await patientPage.getByTestId('conversation-item').filter({ hasText: provider.displayName }).click()
    await patientPage.getByTestId('thread-name').filter({ hasText: provider.displayName }).waitFor()
    await patientPage.getByTestId('message-composer').fill(QUESTION)
    await patientPage.getByTestId('message-send').click()
    await bubble(patientPage, QUESTION).getByText('Terkirim').waitFor()
    await settledScreenshot(patientPage, 'messaging-01-patient-asks-1280')
  })

  it("the provider's header shows it unread; opening it marks it read and the patient sees 'Dibaca' live", async () => {
    providerPage = await newPage({ width: 1280, height: 800 })
    await signIn(providerPage, provider.email, '/provider')
    await expect.poll(() => unread(providerPage).textContent(), { timeout: 10_000 }).toBe('1')
    await providerPage.getByTestId('header-messages-link').click()
    await providerPage.waitForURL(/\/provider\/pesan$/)
    const item = providerPage.getByTestId('conversation-item').filter({ hasText: patient.fullName })
    await item.getByTestId('conversation-unread').waitFor()
    await settledScreenshot(providerPage, 'messaging-02-provider-list-1280')
    await item.click()
    await bubble(providerPage, QUESTION).waitFor()
    await unread(providerPage).waitFor({ state: 'detached' })
    await bubble(patientPage, QUESTION).getByText('Dibaca').waitFor({ timeout: 10_000 })
  })

  it('the provider types and answers; the patient sees typing, then the answer live; the provider sees Dibaca', async () => {
    await providerPage.getByTestId('message-composer').pressSequentially('Kompres', { delay: 20 })
    await patientPage.getByText(`${provider.displayName} sedang mengetik…`).waitFor({ timeout: 10_000 })
    await providerPage.getByTestId('message-composer').fill(ANSWER)
    await providerPage.getByTestId('message-composer').press('Enter')
    await bubble(patientPage, ANSWER).waitFor({ timeout: 10_000 })
    await bubble(providerPage, ANSWER).getByText('Dibaca').waitFor({ timeout: 10_000 })
    await settledScreenshot(providerPage, 'messaging-03-provider-answered-1280')
    await settledScreenshot(patientPage, 'messaging-04-patient-reads-answer-1280')
  })

  it('on a 390 px phone the patient opens the thread from the list and withdraws a message', async () => {
    const phone = await newPage({ width: 390, height: 844 })
    await signIn(phone, patient.email, '/patient')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.getByTestId('messages-link-mobile').click()
    await phone.getByTestId('conversation-item').first().waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await settledScreenshot(phone, 'messaging-05-patient-list-390')
    await phone.getByTestId('conversation-item').first().click()
    await phone.getByTestId('message-composer').fill('Maaf, salah kirim')
    await phone.getByTestId('message-send').click()
    const mistaken = bubble(phone, 'Maaf, salah kirim')
    await mistaken.getByTestId('message-withdraw').click()
    await phone.getByTestId('message').filter({ hasText: 'Pesan ditarik' }).waitFor()
    await providerPage.getByTestId('message').filter({ hasText: 'Pesan ditarik' }).waitFor({ timeout: 10_000 })
    expect(await providerPage.getByText('Maaf, salah kirim').count()).toBe(0)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await settledScreenshot(phone, 'messaging-06-patient-withdrawn-390')
  })

  it('after a visit the patient asks from a phone; the provider answers with a PDF (keyboard); both see Dibaca', async () => {
    const phone = await newPage({ width: 390, height: 844 })
    await signIn(phone, visited.email, '/patient')
    await phone.getByTestId('messages-link-mobile').click()
    await phone.getByTestId('conversation-item').filter({ hasText: provider.displayName }).click()
    await phone.getByTestId('message-composer').fill(AFTER_VISIT)
    await phone.getByTestId('message-send').click()
    await bubble(phone, AFTER_VISIT).getByText('Terkirim').waitFor()

    await providerPage.goto(`${server.url}/provider/pesan`)
    await providerPage.getByTestId('conversation-item').filter({ hasText: visited.fullName }).click()
    await bubble(providerPage, AFTER_VISIT).waitFor()
    await bubble(phone, AFTER_VISIT).getByText('Dibaca').waitFor({ timeout: 10_000 })
    await providerPage.getByTestId('message-composer').fill(CARE_NOTE)
    // the attach button is reached with the keyboard, labelled in Indonesian; the file goes to its input
    await providerPage.getByTestId('message-composer').focus()
    await providerPage.keyboard.press('Shift+Tab')
    expect(await providerPage.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Lampirkan berkas (gambar atau PDF)'
    )
    await providerPage
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'Petunjuk perawatan luka.pdf', mimeType: 'application/pdf', buffer: PDF })
    await providerPage.getByTestId('attachment-chosen').filter({ hasText: 'Petunjuk perawatan luka.pdf' }).waitFor()
    await settledScreenshot(providerPage, 'messaging-07-provider-attaches-pdf-1280')
    await providerPage.getByTestId('message-send').click()
    const answer = bubble(providerPage, CARE_NOTE)
    await answer.getByTestId('message-attachment').filter({ hasText: 'Petunjuk perawatan luka.pdf' }).waitFor()
    await providerPage.getByTestId('attachment-chosen').waitFor({ state: 'detached' })

    // the patient's phone shows it live and reads it; the provider sees Dibaca
    const received = bubble(phone, CARE_NOTE).getByTestId('message-attachment')
    await received.waitFor({ timeout: 10_000 })
    expect(await received.getAttribute('href')).toMatch(/^\/api\/messages\/[0-9a-f-]+\/attachment$/)
    const download = await phone.evaluate(
      async (href) => {
        const res = await fetch(href as string)
        return { status: res.status, type: res.headers.get('content-type'), head: (await res.text()).slice(0, 5) }
      },
      await received.getAttribute('href')
    )
    expect(download).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' })
    await answer.getByText('Dibaca').waitFor({ timeout: 10_000 })
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await settledScreenshot(phone, 'messaging-08-patient-receives-pdf-390')
    await settledScreenshot(providerPage, 'messaging-09-provider-pdf-read-1280')

    // a forged file is refused in words, nothing sent
    await providerPage
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'palsu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>bukan pdf</html>') })
    await providerPage.getByTestId('message-send').click()
    await providerPage.getByTestId('attachment-error').filter({ hasText: 'Jenis berkas tidak didukung' }).waitFor()
    await settledScreenshot(providerPage, 'messaging-10-provider-forged-refused-1280')
    await providerPage.getByRole('button', { name: 'Batalkan lampiran palsu.pdf' }).click()
  })

  it('the same thread at the other widths: the patient at 1280 px, the provider on a 390 px phone', async () => {
    const desk = await newPage({ width: 1280, height: 800 })
    await signIn(desk, visited.email, '/patient')
    await desk.goto(`${server.url}/patient/pesan`)
    await desk.getByTestId('conversation-item').filter({ hasText: provider.displayName }).click()
    await bubble(desk, CARE_NOTE).getByTestId('message-attachment').waitFor()
    await bubble(desk, AFTER_VISIT).getByText('Dibaca').waitFor()
    await settledScreenshot(desk, 'messaging-11-patient-pdf-1280')

    const phone = await newPage({ width: 390, height: 844 })
    await signIn(phone, provider.email, '/provider')
    await phone.goto(`${server.url}/provider/pesan`)
    await phone.getByTestId('conversation-item').filter({ hasText: visited.fullName }).click()
    await bubble(phone, CARE_NOTE).getByText('Dibaca').waitFor()
    await bubble(phone, CARE_NOTE).getByTestId('message-attachment').waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await settledScreenshot(phone, 'messaging-12-provider-pdf-read-390')
  })
})
