import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launchBrowser, resetDatabaseViaPg, settledScreenshot, signInLive } from '../../server/tests/helpers/browser'
import { Client, patientPayload, providerPayload } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Browser journey of issue 12, item 8: a patient books; the provider's header bell shows it live
 * with an unread badge; opening the bell and 'Tandai semua dibaca' clears the badge. On a 390 px
 * phone the patient's bell lists the same booking, and a click marks it read and opens its link.
 */

const PASSWORD = 'rahasia123'
const provider = providerPayload({ displayName: 'Ns. Sari Wulandari', password: PASSWORD })
const patient = patientPayload({ fullName: 'Budi Santoso', password: PASSWORD })

let server: ServerProcess
let browser: Browser
const contexts: BrowserContext[] = []
let patientApi: Client
let providerProfileId = ''
let appointmentId = ''

/** 09:00 WIB tomorrow, as an ISO instant. */
function tomorrowNineInJakarta(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return `${date.toISOString().slice(0, 10)}T09:00:00+07:00`
}

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'UTC', locale: 'id-ID' })
  contexts.push(context)
  return context.newPage()
}

const signIn = (page: Page, email: string, home: string) => signInLive(page, server.url, email, PASSWORD, home)
const shot = settledScreenshot

// the name carries the badge's count while there are unread ones
const bell = (page: Page) => page.getByRole('button', { name: /^Notifikasi(, \d+\+? belum dibaca)?$/ })
const badge = (page: Page) => page.getByTestId('notification-badge')

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  const providerApi = new Client(server.url)
  const registered = await providerApi.post('/api/register', provider)
  expect(registered.status, registered.text).toBe(201)
  providerProfileId = registered.body.profile.id
  patientApi = new Client(server.url)
  const patientRegistration = await patientApi.post('/api/register', patient)
  expect(patientRegistration.status, patientRegistration.text).toBe(201)
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe('notifications journey', () => {
  let providerPage: Page

  it("a patient books; the provider's bell shows it live with an unread badge", async () => {
    providerPage = await newPage({ width: 1280, height: 800 })
    await signIn(providerPage, provider.email, '/provider')
    await bell(providerPage).waitFor()
    expect(await badge(providerPage).count()).toBe(0)
    await providerPage.evaluate(() => ((window as unknown as { journeyMarker: number }).journeyMarker = 1))

    const booked = await patientApi.post('/api/appointments', { providerId: providerProfileId, scheduledAt: tomorrowNineInJakarta() })
    expect(booked.status, booked.text).toBe(201)
    appointmentId = booked.body.id

    await expect.poll(() => badge(providerPage).textContent(), { timeout: 10_000 }).toBe('1')
    // live, not by a reload
    expect(await providerPage.evaluate(() => (window as unknown as { journeyMarker?: number }).journeyMarker)).toBe(1)
    await shot(providerPage, 'notifications-01-provider-badge-1280')
  })

  it("opening the bell lists the booking as unread; 'Tandai semua dibaca' clears the badge; Escape closes", async () => {
    await bell(providerPage).click()
    expect(await bell(providerPage).getAttribute('aria-expanded')).toBe('true')
    const panel = providerPage.getByRole('dialog', { name: 'Notifikasi' })
    const item = panel.getByTestId('notification-item').first()
    await item.waitFor()
    const text = (await item.textContent()) ?? ''
    expect(text).toContain('Janji temu terjadwal')
    expect(text).toContain(`${patient.fullName} membuat janji temu`)
    expect(text).toMatch(/detik|menit|sekarang/)
    expect(await item.getAttribute('data-unread')).toBe('true')
    await shot(providerPage, 'notifications-02-provider-panel-1280')

    await panel.getByRole('button', { name: 'Tandai semua dibaca' }).click()
    await badge(providerPage).waitFor({ state: 'detached' })
    await expect.poll(() => item.getAttribute('data-unread')).toBe('false')
    expect(await panel.getByRole('button', { name: 'Tandai semua dibaca' }).isDisabled()).toBe(true)
    await shot(providerPage, 'notifications-03-provider-all-read-1280')

    await providerPage.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await bell(providerPage).getAttribute('aria-expanded')).toBe('false')
    // the read state is the server's: a reload keeps the badge away
    await providerPage.reload()
    await bell(providerPage).waitFor()
    await providerPage.getByTestId('header-user-name').waitFor()
    expect(await badge(providerPage).count()).toBe(0)
  })

  it('on a 390 px phone the patient opens the bell, and a click marks it read and opens the waiting room', async () => {
    const page = await newPage({ width: 390, height: 844 })
    await signIn(page, patient.email, '/patient')
    await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe('1')
    // the header (bell included) fits the phone: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, 'notifications-04-patient-badge-390')
    await bell(page).click()
    const panel = page.getByRole('dialog', { name: 'Notifikasi' })
    const item = panel.getByTestId('notification-item').first()
    await item.waitFor()
    expect(await item.textContent()).toContain(`Janji temu dengan ${provider.displayName}`)
    // the panel fits the phone's width
    const box = (await panel.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await shot(page, 'notifications-05-patient-panel-390')

    await item.click()
    await page.waitForURL(`${server.url}/consultation/${appointmentId}`)
    await badge(page).waitFor({ state: 'detached' })
    const list = await patientApi.get('/api/notifications')
    expect(list.body.unreadCount).toBe(0)
    expect(cspViolations).toEqual([])
  })
})
