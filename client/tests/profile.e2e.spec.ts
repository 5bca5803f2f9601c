import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot, signInAt } from '../../server/tests/helpers/browser.js'
import { Client, incompletePatientPayload, providerPayload } from '../../server/tests/helpers/http-client.js'
import { validNik } from '../../server/tests/helpers/patient-profile.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'

/**
 * Browser journeys of issue 12, item 1 and the profile half of item 2: a patient fills
 * /patient/profil (a wrong NIK first, then the right one), a new patient books and the wizard asks
 * for the missing fields first, a provider edits /provider/profil. Screenshots at 1280 and 390 px.
 */

let server: ServerProcess
let browser: Browser
const contexts: BrowserContext[] = []
const PASSWORD = 'rahasia123'
const profilePatient = incompletePatientPayload({ fullName: 'Sari Puspita' })
const bookingPatient = incompletePatientPayload({ fullName: 'Joko Widagdo' })
const provider = providerPayload({ displayName: 'Ns. Sari Dewi, S.Kep.', specialization: 'Perawatan Luka' })

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width, height: 900 }, timezoneId: 'Asia/Jakarta' })
  contexts.push(context)
  return context.newPage()
}

async function signIn(page: Page, email: string, home: string) {
  await signInAt(page, server.url, email, PASSWORD)
  await page.waitForURL(`${server.url}${home}`)
}

/** A Radix select: open it by its label, choose the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function shot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await screenshot(page, name)
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  for (const payload of [profilePatient, bookingPatient, provider]) {
    const res = await new Client(server.url).post('/api/register', payload)
    expect(res.status, res.text).toBe(201)
  }
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe('profile journeys', () => {
  it('a patient fills /patient/profil: a NIK that disagrees with the date of birth is refused inline, the right one saves', async () => {
    const page = await newPage()
    await signIn(page, profilePatient.email, '/patient')
    await page.getByTestId('patient-profile-link').click()
    await page.waitForURL(`${server.url}/patient/profil`)
    const form = page.getByTestId('patient-profile-form')
    await form.waitFor()
    expect(await page.getByLabel('Nomor rekam medis').inputValue()).toMatch(/^RM-\d{6,}$/)
    expect(await page.getByLabel('Nomor rekam medis').getAttribute('readonly')).not.toBeNull()

    await page.getByLabel('Tanggal lahir').fill('1992-07-21')
    await choose(page, 'Jenis kelamin', 'Perempuan')
    // a man's NIK (day 21, not 61) for a woman
    await page.getByLabel('NIK').fill(validNik('1992-07-21', 'Laki-laki'))
    await page.getByLabel('Nomor telepon').fill('0812-3456-7890')
    await choose(page, 'Provinsi', 'Jawa Barat')
    await choose(page, 'Kabupaten/Kota', 'Kota Bandung')
    await page.getByLabel('Alamat jalan').fill('Jl. Dago 12')
    await page.getByLabel('Pekerjaan').fill('Guru')
    await page.getByLabel('Nama kontak darurat').fill('Budi Puspito')
    await page.getByLabel('Hubungan').fill('Suami')
    await page.getByLabel('Telepon kontak darurat').fill('+62 811-2233-4455')
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    const nikError = page.locator('#profile-nik-error')
    await nikError.waitFor()
    expect(await nikError.textContent()).toContain('jenis kelamin')
    await shot(page, 'profile-01-patient-wrong-nik-1280')

    await page.getByLabel('NIK').fill(validNik('1992-07-21', 'Perempuan'))
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    await page.getByText('Profil tersimpan', { exact: true }).first().waitFor()
    await expect.poll(() => nikError.count()).toBe(0)
    expect(await page.getByLabel('Nomor telepon').inputValue()).toBe('+6281234567890')

    // the saved profile is what the server has, after a reload
    await page.reload()
    await page.getByTestId('patient-profile-form').waitFor()
    await expect.poll(() => page.getByLabel('Alamat jalan').inputValue()).toBe('Jl. Dago 12')
    expect(await page.getByLabel('Kabupaten/Kota').textContent()).toContain('Kota Bandung')
    await shot(page, 'profile-02-patient-saved-1280')

    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'profile-03-patient-saved-390')
  })

  it('a new patient books: the wizard asks for NIK, date of birth, gender and phone first', async () => {
    const page = await newPage(390)
    await signIn(page, bookingPatient.email, '/patient')
    await page.getByTestId('tile-book').click()
    const dialog = page.getByRole('dialog')
    const step = dialog.getByTestId('booking-profile-step')
    await step.waitFor()
    await dialog.getByLabel('Tanggal lahir').fill('1985-03-09')
    await choose(page, 'Jenis kelamin', 'Laki-laki')
    await dialog.getByLabel('NIK').fill(validNik('1985-03-10', 'Laki-laki'))
    await dialog.getByLabel('Nomor telepon').fill('0857-1234-5678')
    await dialog.getByRole('button', { name: 'Simpan dan lanjutkan' }).click()
    await dialog.locator('#booking-profile-nik-error').waitFor()
    await shot(page, 'profile-04-booking-step-390')

    await dialog.getByLabel('NIK').fill(validNik('1985-03-09', 'Laki-laki'))
    await dialog.getByRole('button', { name: 'Simpan dan lanjutkan' }).click()
    await step.waitFor({ state: 'detached' })
    await dialog.getByRole('radio', { name: provider.displayName as string }).click()
    await shot(page, 'profile-05-booking-continues-390')
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    const freeSlot = dialog.locator('[data-testid="booking-slot"]:not([disabled])').first()
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 24 * 3600_000))
    await dialog.getByLabel('Tanggal konsultasi').fill(tomorrow)
    await freeSlot.click()
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    await dialog.getByRole('button', { name: 'Konfirmasi' }).click()
    await page.getByText('Janji Temu Dikonfirmasi!', { exact: true }).first().waitFor()
  })

  it('a provider edits /provider/profil: a fee in part thousands is refused, whole thousands save; the directory shows it', async () => {
    const page = await newPage()
    await signIn(page, provider.email as string, '/provider')
    await page.getByRole('navigation', { name: 'Navigasi tenaga kesehatan' }).getByRole('link', { name: 'Profil Saya' }).click()
    await page.waitForURL(`${server.url}/provider/profil`)
    await page.getByTestId('provider-profile-form').waitFor()
    await page.getByLabel('Nama tampilan dengan gelar').fill('Ns. Sari Dewi, S.Kep., M.Kep.')
    await page.getByLabel('Bio').fill('Perawat luka kronis dengan 10 tahun pengalaman di puskesmas dan rumah sakit.')
    await page.getByLabel('Tarif konsultasi (Rp)').fill('82500')
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    const feeError = page.locator('#provider-fee-error')
    await feeError.waitFor()
    expect(await feeError.textContent()).toContain('Rp1.000')
    await shot(page, 'profile-06-provider-fee-error-1280')

    await page.getByLabel('Tarif konsultasi (Rp)').fill('85000')
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    await page.getByText('Profil tersimpan', { exact: true }).first().waitFor()
    await page.getByText('Rp85.000 per sesi').waitFor()
    await shot(page, 'profile-07-provider-saved-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'profile-08-provider-saved-390')

    const patient = new Client(server.url)
    await patient.post('/api/login', { email: profilePatient.email, password: PASSWORD })
    const directory = await patient.get('/api/providers')
    expect(directory.body.find((p: any) => p.displayName === 'Ns. Sari Dewi, S.Kep., M.Kep.')).toMatchObject({
      consultationFee: 85000,
      bio: expect.stringContaining('Perawat luka kronis'),
    })
    // the patient's booking dialog shows the new name, bio and fee
    const patientPage = await newPage()
    await signIn(patientPage, profilePatient.email, '/patient')
    await patientPage.getByTestId('tile-book').click()
    const option = patientPage.getByTestId('booking-provider-option').filter({ hasText: 'Ns. Sari Dewi, S.Kep., M.Kep.' })
    await option.waitFor()
    expect(await option.getByTestId('booking-provider-bio').textContent()).toContain('Perawat luka kronis')
    expect(await option.textContent()).toContain('Rp85.000')
    await shot(patientPage, 'profile-09-booking-directory-1280')
    expect(cspViolations).toEqual([])
  })

  it('a provider adds their NIK on /provider/profil (SATUSEHAT finds them by it): a malformed one is refused inline, a valid one saves', async () => {
    const page = await newPage()
    await signIn(page, provider.email as string, '/provider')
    await page.goto(`${server.url}/provider/profil`)
    await page.getByTestId('provider-profile-form').waitFor()
    await page.getByLabel('NIK', { exact: true }).fill('3201019913')
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    const nikError = page.locator('#provider-nik-error')
    await nikError.waitFor()
    expect(await nikError.textContent()).toContain('16 digit')
    const nik = validNik('1988-02-14', 'Perempuan')
    await page.getByLabel('NIK', { exact: true }).fill(nik)
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    await page.getByText('Profil tersimpan', { exact: true }).first().waitFor()
    const own = new Client(server.url)
    await own.post('/api/login', { email: provider.email, password: PASSWORD })
    expect((await own.get('/api/profile')).body.nik).toBe(nik)
    await page.reload()
    await expect.poll(() => page.getByLabel('NIK', { exact: true }).inputValue()).toBe(nik)
    expect(cspViolations).toEqual([])
  })
})
