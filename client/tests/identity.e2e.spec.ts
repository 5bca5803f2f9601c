import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { eventually } from '../../server/tests/helpers/http-client.js'

let server: ServerProcess
let browser: Browser

const ADMIN = { email: 'admin.e2e@contoh.id', password: 'AdminRahasia1', fullName: 'Admin Journey' }
const ADMIN2 = { email: 'admin2.e2e@contoh.id', password: 'AdminRahasia2' }
const PATIENT = { email: 'rina.e2e@contoh.id', password: 'rahasia123', first: 'Rina', last: 'Wijaya' }

async function api(path: string, body: unknown) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    body: await res.json(),
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  // The bootstrap admin; a second admin is created by the database (admins create admins).
  const admin = await api('/api/register', { ...ADMIN, role: 'ADMIN', acceptTerms: true })
  expect(admin.status).toBe(201)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('identity journey', () => {
  it('register a patient, land on /patient, log out, log in, /admin is refused; an admin suspends them and they cannot log in', async () => {
    const patientContext = await browser.newContext({ locale: 'id-ID' })
    const page = await patientContext.newPage()
    await page.goto(server.url)
    await expect.poll(() => page.getByRole('link', { name: 'Mulai Perjalanan Anda' }).isVisible()).toBe(true)
    await screenshot(page, 'landing')
    await page.getByRole('link', { name: 'Mulai', exact: true }).first().click()
    await page.waitForURL('**/auth')
    await screenshot(page, 'auth-sign-in')

    await page.getByRole('button', { name: 'Daftar sekarang' }).click()
    await page.getByRole('radio', { name: /Pasien/ }).check()
    await page.getByLabel('Nama depan').fill(PATIENT.first)
    await page.getByLabel('Nama belakang').fill(PATIENT.last)
    await page.getByLabel('Email').fill(PATIENT.email)
    await page.getByLabel('Kata sandi', { exact: true }).fill(PATIENT.password)
    await page.getByLabel('Konfirmasi kata sandi').fill(PATIENT.password)
    await page.getByLabel(/Saya menyetujui/).check()
    await screenshot(page, 'auth-sign-up')
    await page.getByRole('button', { name: 'Daftar', exact: true }).click()
    await page.waitForURL('**/patient')
    await expect.poll(() => page.getByText(PATIENT.first).first().isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Keluar' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await signIn(page, PATIENT.email, PATIENT.password)
    await page.waitForURL('**/patient')
    await page.goto(`${server.url}/admin`)
    await expect.poll(() => page.getByText('Akses ditolak').first().isVisible()).toBe(true)

    const adminContext = await browser.newContext({ locale: 'id-ID' })
    const adminPage = await adminContext.newPage()
    await signIn(adminPage, ADMIN.email, ADMIN.password)
    await adminPage.waitForURL('**/admin')
    const row = adminPage.getByTestId(`user-row-${PATIENT.email}`)
    await row.waitFor()
    await screenshot(adminPage, 'admin-portal')
    // an admin account cannot be suspended (the server refuses it), so its button is off
    const adminRow = adminPage.getByTestId(`user-row-${ADMIN.email}`)
    expect(await adminRow.getByRole('button', { name: 'Tangguhkan' }).isDisabled()).toBe(true)
    await row.getByRole('button', { name: 'Tangguhkan' }).click()
    await expect.poll(() => row.getByText('Ditangguhkan').isVisible(), { timeout: 15_000 }).toBe(true)

    // The patient's open session ended; a new login is refused with a clear message.
    await page.goto(`${server.url}/auth`)
    await signIn(page, PATIENT.email, PATIENT.password)
    await expect
      .poll(
        () =>
          page
            .getByText(/ditangguhkan/i)
            .first()
            .isVisible(),
        { timeout: 10_000 }
      )
      .toBe(true)
    expect(new URL(page.url()).pathname).toBe('/auth')
    await patientContext.close()
    await adminContext.close()
  })

  it('the admin portal updates live when another browser registers a user and a second admin suspends one', async () => {
    // A second admin, made by the first one's database row (self-registration is closed now).
    const second = await api('/api/register', { ...ADMIN2, role: 'ADMIN', fullName: 'Admin Dua', acceptTerms: true })
    expect(second.status).toBe(403)
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const hash = (await client.query(`SELECT password FROM users WHERE email = $1`, [ADMIN.email])).rows[0].password
    await client.query(`INSERT INTO users (email, password, role, full_name) VALUES ($1, $2, 'ADMIN', 'Admin Dua')`, [
      ADMIN2.email,
      hash,
    ])
    await client.end()

    const watcherContext = await browser.newContext({ locale: 'id-ID' })
    const watcher = await watcherContext.newPage()
    await signIn(watcher, ADMIN.email, ADMIN.password)
    await watcher.waitForURL('**/admin')
    const statValue = async (id: string) => Number((await watcher.getByTestId(id).innerText()).replace(/\D/g, '') || NaN)
    // Both earlier users (admin + the suspended patient) are on the cards once the stats loaded.
    await expect.poll(() => statValue('stat-total-users-value'), { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    const totalBefore = await statValue('stat-total-users-value')
    const suspendedBefore = await statValue('stat-suspended-value')

    const visitorContext = await browser.newContext({ locale: 'id-ID' })
    const visitor = await visitorContext.newPage()
    await visitor.goto(`${server.url}/auth`)
    await visitor.getByRole('button', { name: 'Daftar sekarang' }).click()
    await visitor.getByRole('radio', { name: /Pasien/ }).check()
    await visitor.getByLabel('Nama depan').fill('Budi')
    await visitor.getByLabel('Nama belakang').fill('Live')
    await visitor.getByLabel('Email').fill('budi.live@contoh.id')
    await visitor.getByLabel('Kata sandi', { exact: true }).fill('rahasia123')
    await visitor.getByLabel('Konfirmasi kata sandi').fill('rahasia123')
    await visitor.getByLabel(/Saya menyetujui/).check()
    await visitor.getByRole('button', { name: 'Daftar', exact: true }).click()
    await visitor.waitForURL('**/patient')

    const row = watcher.getByTestId('user-row-budi.live@contoh.id')
    await row.waitFor({ timeout: 15_000 })
    await expect.poll(() => statValue('stat-total-users-value'), { timeout: 15_000 }).toBe(totalBefore + 1)
    await expect.poll(() => watcher.getByTestId('activity-item').count(), { timeout: 15_000 }).toBeGreaterThan(0)

    const secondContext = await browser.newContext({ locale: 'id-ID' })
    const secondAdmin = await secondContext.newPage()
    await signIn(secondAdmin, ADMIN2.email, ADMIN.password)
    await secondAdmin.waitForURL('**/admin')
    await secondAdmin.getByTestId('user-row-budi.live@contoh.id').getByRole('button', { name: 'Tangguhkan' }).click()

    await expect.poll(() => row.getByText('Ditangguhkan').isVisible(), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => statValue('stat-suspended-value'), { timeout: 15_000 }).toBe(suspendedBefore + 1)
    await expect.poll(() => watcher.getByTestId('activity-item').count(), { timeout: 15_000 }).toBeGreaterThan(1)
    // The suspended visitor's open screen is signed out by the server push.
    await eventually(async () => new URL(visitor.url()).pathname === '/auth', 15_000)
    await screenshot(watcher, 'admin-portal-live')
    await Promise.all([watcherContext.close(), visitorContext.close(), secondContext.close()])
  })

  it("after switching the UI to English, the server's refusals on the sign-in screen are English", async () => {
    // an Indonesian browser: the language comes from the switch, not from the browser's own header
    const context = await browser.newContext({ locale: 'id-ID' })
    const page = await context.newPage()
    await page.goto(`${server.url}/auth`)
    await page.getByRole('button', { name: 'EN', exact: true }).click()
    const signInInEnglish = async (email: string, password: string) => {
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    }
    await signInInEnglish(ADMIN.email, 'bukan-kata-sandinya')
    await expect.poll(() => page.getByText('Wrong e-mail or password').first().isVisible(), { timeout: 10_000 }).toBe(true)
    // the patient suspended in the first journey
    await signInInEnglish(PATIENT.email, PATIENT.password)
    await expect
      .poll(() => page.getByText('Your account is suspended. Contact the TeleRawat admin.').first().isVisible(), { timeout: 10_000 })
      .toBe(true)
    expect(await page.getByText(/Email atau kata sandi salah|ditangguhkan/).count()).toBe(0)
    await screenshot(page, 'auth-refusals-in-english')
    await context.close()
  })
})

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
