import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'

/** Issue 12 item 6: the admin's 'Ekspor', 'Pengaturan Sistem' and live 'Aktivitas Terkini'. */

let server: ServerProcess
let browser: Browser

const ADMIN = { email: 'admin.alat@contoh.id', password: 'AdminRahasia1', fullName: 'Admin Alat' }

async function register(body: Record<string, unknown>) {
  const res = await fetch(server.url + '/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'rahasia123', acceptTerms: true, ...body }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json()
}

async function adminPage(width: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width, height: 900 }, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL('**/admin')
  return page
}

const activity = (page: Page) => page.getByTestId('activity-panel')

/** A full-page shot from the top (a scrolled page would draw the sticky header mid-page). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, name)
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  await register({ ...ADMIN, role: 'ADMIN' })
  await register({ email: 'sari.alat@contoh.id', role: 'PATIENT', fullName: 'Sari Lestari' })
  await register({ email: 'formula.alat@contoh.id', role: 'PATIENT', fullName: '=1+1' })
  await register({
    email: 'dokter.alat@contoh.id',
    role: 'PROVIDER',
    displayName: 'dr. Hadi',
    providerRole: 'Dokter',
    strNumber: 'STR-7654321',
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('admin tools journey', () => {
  it('exports the filtered list as a CSV download', async () => {
    const page = await adminPage(1280)
    await activity(page).getByText('Sari Lestari mendaftar sebagai pasien').waitFor({ timeout: 15_000 })

    await page.getByLabel('Filter pengguna').click()
    await page.getByRole('option', { name: 'Pasien' }).click()
    await page.getByTestId('user-row-sari.alat@contoh.id').waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-users').click()])
    expect(download.suggestedFilename()).toMatch(/^pengguna-telerawat-patients-\d{4}-\d{2}-\d{2}\.csv$/)
    const file = await readFile((await download.path())!)
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = file.subarray(3).toString('utf8').trim().split(/\r?\n/)
    expect(lines[0]).toBe(
      'ID Pengguna,Email,Nama,Peran,Status,Profesi,Spesialisasi,Nomor STR,Terverifikasi Pada,Terdaftar Pada,Diperbarui Pada'
    )
    expect(lines).toHaveLength(3) // the two patients: no admin, no provider
    expect(lines.join('\n')).toContain(",formula.alat@contoh.id,'=1+1,Pasien,Aktif,")
    expect(lines.join('\n')).not.toContain('dokter.alat')
    // the export itself is in the feed, with its filter and row count
    await activity(page).getByText('Admin Alat mengekspor 2 data pasien').waitFor({ timeout: 15_000 })
    await page.context().close()
  })

  it('changes a setting: a refused value first, then saved with its new version', async () => {
    const page = await adminPage(1280)
    await page.getByTestId('open-settings').click()
    await page.waitForURL('**/admin/pengaturan')
    await page.getByText('Masih memakai pengaturan bawaan').waitFor()
    expect(await page.getByLabel('Waktu tahan daftar tunggu (menit)').inputValue()).toBe('30')

    await page.getByLabel('Waktu tahan daftar tunggu (menit)').fill('2')
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click()
    await page.getByText('Waktu tahan daftar tunggu harus 5–1440 menit').waitFor()
    await shoot(page, 'admin-settings-refused')

    await page.getByLabel('Waktu tahan daftar tunggu (menit)').fill('45')
    await page.getByRole('button', { name: 'Hapus slot 16:00' }).click()
    await page.getByLabel('Jam slot baru').fill('17:00')
    await page.getByRole('button', { name: 'Tambah slot' }).click()
    await page.getByLabel('Zona waktu klinik').click()
    await page.getByRole('option', { name: /Asia\/Makassar/ }).click()
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click()
    await page.getByTestId('settings-saved').getByText('Pengaturan tersimpan (versi 1)').waitFor()
    await page
      .getByTestId('settings-version')
      .getByText(/Terakhir diubah/)
      .waitFor()

    const saved = await (await page.request.get(`${server.url}/api/admin/settings`)).json()
    expect(saved.version).toBe(1)
    expect(saved.settings).toMatchObject({
      timezone: 'Asia/Makassar',
      waitlistHoldMinutes: 45,
      slots: ['09:00', '10:30', '14:00', '15:30', '17:00'],
    })
    await shoot(page, 'admin-settings-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot(page, 'admin-settings-390')
    await page.context().close()
  })

  it('sets the FHIR / SATUSEHAT export: a bad URI refused, then the organization id and SDKI URI saved', async () => {
    const page = await adminPage(1280)
    await page.goto(`${server.url}/admin/pengaturan`)
    await page.getByText('Ekspor FHIR / SATUSEHAT').waitFor()
    expect(await page.getByLabel('ID organisasi SATUSEHAT').inputValue()).toBe('telerawat')
    await page.getByLabel('URI sistem kode SDKI').fill('bukan uri')
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click()
    await page.getByText('Harus URI lengkap yang diawali http:// atau https://').waitFor()
    await page.getByLabel('URI sistem kode SDKI').fill('https://klinik.contoh.id/fhir/sdki')
    await page.getByLabel('ID organisasi SATUSEHAT').fill('10000004')
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click()
    await page.getByTestId('settings-saved').waitFor()
    const saved = await (await page.request.get(`${server.url}/api/admin/settings`)).json()
    expect(saved.settings).toMatchObject({ fhirOrganizationId: '10000004', sdkiSystemUri: 'https://klinik.contoh.id/fhir/sdki' })
    await shoot(page, 'admin-settings-fhir-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot(page, 'admin-settings-fhir-390')
    await page.context().close()
  })

  it("shows a new registration live in 'Aktivitas Terkini'", async () => {
    const page = await adminPage(1280)
    const feed = activity(page)
    await feed.getByText(/Admin Alat mengubah pengaturan: .*waktu tahan daftar tunggu/).waitFor({ timeout: 15_000 })
    await page.getByText('Langsung', { exact: true }).waitFor({ timeout: 15_000 })
    const before = await feed.getByTestId('activity-item').count()

    await register({ email: 'budi.live.alat@contoh.id', role: 'PATIENT', fullName: 'Budi Baru' })
    const entry = feed.getByTestId('activity-item').filter({ hasText: 'Budi Baru mendaftar sebagai pasien' })
    await entry.waitFor({ timeout: 15_000 })
    expect(await entry.locator('time').innerText()).toBe('sekarang')
    expect(await feed.getByTestId('activity-item').count()).toBe(before + 1)
    // newest first
    expect(await feed.getByTestId('activity-item').first().innerText()).toContain('Budi Baru')
    await shoot(page, 'admin-tools-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot(page, 'admin-tools-390')

    await page.getByRole('button', { name: 'EN', exact: true }).click()
    await feed.getByText('Budi Baru signed up as patient').waitFor()
    await feed.getByText('Recent Activity').waitFor()
    await page.context().close()
  })
})

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
