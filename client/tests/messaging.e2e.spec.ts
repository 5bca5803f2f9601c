import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, resetDatabaseViaPg, settledScreenshot, signInLive } from '../../server/tests/helpers/browser'
import { Client, patientPayload, providerPayload } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Browser journey of issue 22 ('Pesan'): after a booking the patient asks a question; the provider's
 * header shows it unread, live; the provider opens it and answers; both see 'Dibaca' live, and the
 * typing indicator. On a 390 px phone the patient reads the list, opens the thread and withdraws a
 * message ('Pesan ditarik').
 */

const PASSWORD = 'rahasia123'
const provider = providerPayload({ displayName: 'Ns. Dewi Lestari', password: PASSWORD })
const patient = patientPayload({ fullName: 'Andi Wijaya', password: PASSWORD })
const QUESTION = 'Luka jahitan saya merah lagi, apakah saya perlu datang ke klinik?'
const ANSWER = 'Kompres dingin 2x sehari dan kirim foto besok pagi, ya.'

let server: ServerProcess
let browser: Browser
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
})
