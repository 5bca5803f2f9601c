import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { book, newPatient, newProvider } from '../../modules/records/tests/fixtures.js'

/** Issue 13 item 4: the admin's 'Antrean SATUSEHAT' (the server runs without SATUSEHAT settings). */

let server: ServerProcess
let browser: Browser
let recordId: string

const ADMIN = { email: 'admin.satusehat@contoh.id', password: 'AdminRahasia1', fullName: 'Admin Satusehat' }

async function adminPage(width: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL('**/admin')
  return page
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  const res = await fetch(server.url + '/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, role: 'ADMIN', acceptTerms: true }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const patient = await newPatient(server.url, { fullName: 'Siti Aminah' })
  const provider = await newProvider(server.url, { displayName: 'Ns. Rahmat' })
  await book(patient, provider)
  const record = await provider.client.post('/api/medical-records', { patientId: patient.profileId, primaryDiagnosis: 'J06.9 ISPA' })
  expect(record.status, record.text).toBe(201)
  recordId = record.body.id
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('Antrean SATUSEHAT (/admin/satusehat)', () => {
  it.each([1280, 390])('shows the queued record waiting for configuration at %i px', async (width) => {
    const page = await adminPage(width)
    await page.getByTestId('open-satusehat').click()
    await page.waitForURL('**/admin/satusehat')
    await expect.poll(() => page.getByTestId('satusehat-config').textContent(), { timeout: 15_000 }).toContain('belum dikonfigurasi')
    const row = page.locator(`[data-record="${recordId}"]`)
    await row.waitFor({ timeout: 15_000 })
    expect(await row.locator('[data-status]').textContent()).toBe('Menunggu konfigurasi')
    await page.getByTestId('filter-SENT').click()
    await page.getByText('Tidak ada rekam medis dengan status ini').waitFor()
    await page.getByTestId('filter-WAITING_CONFIG').click()
    await row.waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, `satusehat-queue-${width}`)
    await page.context().close()
  })
})
