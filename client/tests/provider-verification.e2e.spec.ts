import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot, signInAt } from '../../server/tests/helpers/browser.js'
import { Client, unverifiedProviderPayload } from '../../server/tests/helpers/http-client.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'

/** Issue 10: a provider registers with an STR number, the admin presses "Verifikasi", patients can then book them. */
let server: ServerProcess
let browser: Browser

const ADMIN = { email: 'admin.verif@contoh.id', password: 'AdminRahasia1', fullName: 'Admin Verifikasi' }
const PROVIDER = { email: 'ns.str@contoh.id', password: 'rahasia123', first: 'Ns. Laras', last: 'Sekar', str: '3171 2345 6789 0001' }
const PATIENT = { email: 'pasien.verif@contoh.id', password: 'rahasia123', fullName: 'Pasien Verif' }

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  expect((await new Client(server.url).post('/api/register', { ...ADMIN, role: 'ADMIN', acceptTerms: true })).status).toBe(201)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('provider verification journey', () => {
  it('STR number at sign-up; not bookable until the admin presses Verifikasi', async () => {
    const context = await browser.newContext({ locale: 'id-ID' })
    const page = await context.newPage()
    await page.goto(`${server.url}/auth`)
    await page.getByRole('button', { name: 'Daftar sekarang' }).click()
    await page.getByRole('radio', { name: /Tenaga Kesehatan/ }).check()
    await page.getByRole('combobox').click()
    await page.getByRole('option', { name: 'Perawat', exact: true }).click()
    await page.getByLabel('Nomor STR (Surat Tanda Registrasi)').fill(PROVIDER.str)
    await page.getByLabel('Nama depan').fill(PROVIDER.first)
    await page.getByLabel('Nama belakang').fill(PROVIDER.last)
    await page.getByLabel('Email').fill(PROVIDER.email)
    await page.getByLabel('Kata sandi', { exact: true }).fill(PROVIDER.password)
    await page.getByLabel('Konfirmasi kata sandi').fill(PROVIDER.password)
    await page.getByLabel(/Saya menyetujui/).check()
    await screenshot(page, 'auth-sign-up-provider-str')
    await page.getByRole('button', { name: 'Daftar', exact: true }).click()
    await page.waitForURL('**/provider')
    await expect.poll(() => page.getByTestId('provider-verification').innerText()).toMatch(/menunggu verifikasi admin/)

    const patient = new Client(server.url)
    expect((await patient.post('/api/register', { ...PATIENT, role: 'PATIENT', acceptTerms: true })).status).toBe(201)
    const listed = async () => (await patient.get('/api/providers')).body.map((p: { displayName: string }) => p.displayName)
    expect(await listed()).not.toContain(`${PROVIDER.first} ${PROVIDER.last}`)

    const adminContext = await browser.newContext({ locale: 'id-ID' })
    const adminPage = await adminContext.newPage()
    await signInAt(adminPage, server.url, ADMIN.email, ADMIN.password)
    await adminPage.waitForURL('**/admin')
    const row = adminPage.getByTestId(`user-row-${PROVIDER.email}`)
    await row.waitFor()
    await expect.poll(() => adminPage.getByTestId('stat-unverified-providers-value').innerText()).toBe('1')
    await row.getByRole('button', { name: 'Verifikasi' }).click()
    await adminPage.getByTestId(`verified-${PROVIDER.email}`).waitFor()
    await expect.poll(() => adminPage.getByTestId('stat-unverified-providers-value').innerText()).toBe('0')
    await screenshot(adminPage, 'admin-provider-verified')
    expect(await listed()).toContain(`${PROVIDER.first} ${PROVIDER.last}`)
    await page.reload()
    await page.getByText(`Halo, ${PROVIDER.first} ${PROVIDER.last}`).waitFor()
    expect(await page.getByTestId('provider-verification').count()).toBe(0)
    expect(cspViolations).toEqual([])
    await context.close()
    await adminContext.close()
  })

  it('a provider who signed up without an STR number enters it on the dashboard', async () => {
    const nurse = { email: 'ns.tanpa.str@contoh.id', password: 'rahasia123' }
    const registered = await new Client(server.url).post(
      '/api/register',
      unverifiedProviderPayload({ ...nurse, displayName: 'Ns. Tanpa STR', providerRole: 'Perawat' })
    )
    expect(registered.status).toBe(201)
    const context = await browser.newContext({ locale: 'id-ID' })
    const page = await context.newPage()
    await signInAt(page, server.url, nurse.email, nurse.password)
    await page.waitForURL('**/provider')
    const card = page.getByTestId('provider-verification')
    await expect.poll(() => card.innerText()).toMatch(/Masukkan nomor STR Anda/)
    await card.getByLabel('Nomor STR (Surat Tanda Registrasi)').fill('<script>')
    await card.getByRole('button', { name: 'Simpan nomor STR' }).click()
    await card.getByText('Nomor STR hanya berisi angka, huruf, titik, garis miring atau tanda hubung').waitFor()
    await card.getByLabel('Nomor STR (Surat Tanda Registrasi)').fill('STR-9876543')
    await card.getByRole('button', { name: 'Simpan nomor STR' }).click()
    await expect.poll(() => card.innerText()).toMatch(/menunggu verifikasi admin/)
    await screenshot(page, 'provider-str-entered')
    const me = new Client(server.url)
    await me.post('/api/login', { email: nurse.email, password: nurse.password })
    expect((await me.get('/api/user')).body.profile).toMatchObject({ strNumber: 'STR-9876543', verified: false })
    expect(cspViolations).toEqual([])
    await context.close()
  })
})
