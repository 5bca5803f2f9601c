import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot, signInAt } from '../../server/tests/helpers/browser.js'
import { registerAccount, type Account as AdminAccount } from '../../server/tests/helpers/accounts.js'
import { validNik } from '../../server/tests/helpers/patient-profile.js'
import { missingService } from '../../server/tests/helpers/services.mjs'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { book, eventually, newPatient, newProvider, setStatus, type Account } from '../../modules/records/tests/fixtures.js'
import { consentBody } from '../../modules/consent/tests/support.js'
import { encounterSystem, fhirBaseUrl, fhirSearch, startTokenServer } from '../../modules/satusehat/tests/support.js'
import { seedClinic, seedIndex } from '../../modules/satusehat/tests/platform-support.js'

/**
 * Issue 21 in the browser, against the local HAPI server playing SATUSEHAT's national indexes
 * (FHIR_BASE_URL; skipped without it): a visit waits in the admin's queue as 'Pasien belum
 * terdaftar di SATUSEHAT' until the patient corrects their NIK on their profile (the index knows
 * the right one) and is then sent; a health worker without a NIK holds their visit as 'Tenaga
 * kesehatan belum terdaftar' until they add it on their profile (checked there), the admin's
 * verification column shows it, and the visit is sent.
 */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const ORG = `org-${run}`
const LOCATION = `lok-${run}`
const LOCATION_NAME = 'Layanan Telekonsultasi TeleRawat'
const PASSWORD = 'rahasia123'

let server: ServerProcess
let browser: Browser
let tokens: Awaited<ReturnType<typeof startTokenServer>>
let admin: AdminAccount
let provider: Account

const coding = {
  primaryDiagnosis: { system: 'icd10', code: 'I10', display: 'Hipertensi esensial' },
  secondaryDiagnoses: [],
  nursingDiagnosis: null,
  nursingOutcomes: [],
  nursingInterventions: [],
}

async function consentingPatient(fullName: string): Promise<Account> {
  const patient = await newPatient(server.url, { fullName })
  const res = await patient.client.post('/api/consents', consentBody('SATUSEHAT'))
  expect([200, 201], res.text).toContain(res.status)
  return patient
}

/** A coded session held and ended through the API: the record is finalised and queued. */
async function codedVisit(patient: Account, by: Account): Promise<string> {
  const appointment = await book(patient, by, { complaint: 'Kepala pusing' })
  const saved = await by.client.request('PUT', `/api/consultations/${appointment.id}/record`, {
    chiefComplaint: 'Kepala pusing, tengkuk berat',
    vitalSigns: { bloodPressure: '150/95', pulse: 90 },
    coding,
  })
  expect(saved.status, saved.text).toBe(201)
  expect((await setStatus(by, appointment.id, 'COMPLETED')).status).toBe(200)
  return saved.body.id as string
}

/** The admin API's view of the record's queue entry once it has left `PENDING`. */
async function queueEntry(recordId: string, until: (status: string) => boolean) {
  return eventually(async () => {
    const res = await admin.client.get('/api/admin/fhir-exchange?limit=100')
    const item = res.body.items?.find((i: { recordId: string }) => i.recordId === recordId)
    return item && until(item.status) && item
  }, 30_000)
}

async function signedIn(email: string, home: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width, height: 900 } })
  const page = await context.newPage()
  await signInAt(page, server.url, email, PASSWORD)
  await page.waitForURL(`**${home}`)
  return page
}

/** The row's status badge on /admin/satusehat, re-read (the queue also refreshes itself every 15 s). */
async function queueBadge(page: Page, recordId: string) {
  await page.goto(`${server.url}/admin/satusehat`)
  const row = page.locator(`[data-record="${recordId}"]`)
  await row.waitFor({ timeout: 15_000 })
  return row.locator('[data-status]')
}

async function encounterOf(recordId: string) {
  const [encounter] = await fhirSearch(`Encounter?identifier=${encodeURIComponent(`${encounterSystem(ORG)}|${recordId}`)}`)
  return encounter
}

beforeAll(async () => {
  if (missingService('fhir')) return
  await resetDatabaseViaPg()
  tokens = await startTokenServer()
  await seedClinic(ORG, LOCATION, LOCATION_NAME)
  server = await startServerProcess({
    SATUSEHAT_FHIR_BASE_URL: fhirBaseUrl,
    SATUSEHAT_AUTH_URL: tokens.tokenUrl,
    SATUSEHAT_CLIENT_ID: 'telerawat-uji',
    SATUSEHAT_CLIENT_SECRET: 'rahasia-uji',
    SATUSEHAT_ORGANIZATION_ID: ORG,
  })
  browser = await launchBrowser()
  admin = await registerAccount(server.url, 'ADMIN', { password: PASSWORD })
  const settings = await admin.client.patch('/api/admin/settings', {
    fhirOrganizationId: ORG,
    satusehatLocationId: LOCATION,
    satusehatLocationName: LOCATION_NAME,
  })
  expect(settings.status, settings.text).toBe(200)
  provider = await newProvider(server.url, { displayName: 'Ns. Rahmat Hidayat' })
  const nik = validNik('1985-03-10', 'Laki-laki')
  expect((await provider.client.patch('/api/profile', { nik })).status).toBe(200)
  await seedIndex('Practitioner', nik, 'Ns. Rahmat Hidayat')
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await tokens?.stop()
})

describe.skipIf(missingService('fhir'))('SATUSEHAT indexes in the browser (issue 21)', () => {
  it("shows 'Pasien belum terdaftar di SATUSEHAT' in the admin queue and sends the visit once the patient's profile has the NIK the index knows", async () => {
    const patient = await consentingPatient('Siti Salah Ketik')
    const recordId = await codedVisit(patient, provider)
    await queueEntry(recordId, (s) => s === 'UNREGISTERED')

    const adminPage = await signedIn(admin.email, '/admin')
    const badge = await queueBadge(adminPage, recordId)
    expect(await badge.getAttribute('data-status')).toBe('UNREGISTERED')
    expect(await badge.textContent()).toBe('Pasien belum terdaftar di SATUSEHAT')
    await screenshot(adminPage, 'satusehat-queue-patient-unregistered')

    // the NIK typed at sign-up was wrong; the national index has the patient under the right one
    const rightNik = validNik()
    const ihs = await seedIndex('Patient', rightNik, 'Siti Salah Ketik')
    const patientPage = await signedIn(patient.user.email, '/patient')
    await patientPage.goto(`${server.url}/patient/profil`)
    const nikField = patientPage.getByLabel('NIK', { exact: true })
    await nikField.fill(rightNik)
    await patientPage.getByRole('button', { name: 'Simpan Profil' }).click()
    await patientPage.getByText('Profil tersimpan').first().waitFor()

    await expect
      .poll(async () => (await queueBadge(adminPage, recordId)).textContent(), { timeout: 45_000, intervals: [1000] })
      .toBe('Terkirim ke SATUSEHAT')
    await screenshot(adminPage, 'satusehat-queue-patient-sent')
    expect((await encounterOf(recordId)).subject.reference).toBe(`Patient/${ihs}`)
    expect(cspViolations).toEqual([])
    await patientPage.context().close()
    await adminPage.context().close()
  })

  it('a health worker adds their NIK on their profile (checked there); the admin sees it beside the verification and the waiting visit is sent', async () => {
    const nurse = await newProvider(server.url, { displayName: 'Ns. Nur Tanpa NIK', password: PASSWORD })
    const patient = await consentingPatient('Budi Terdaftar')
    const patientNik = (await patient.client.get('/api/profile')).body.nik as string
    await seedIndex('Patient', patientNik, 'Budi Terdaftar')
    const recordId = await codedVisit(patient, nurse)
    await queueEntry(recordId, (s) => s === 'UNREGISTERED')

    const adminPage = await signedIn(admin.email, '/admin')
    const badge = await queueBadge(adminPage, recordId)
    expect(await badge.textContent()).toBe('Tenaga kesehatan belum terdaftar')
    await adminPage.goto(`${server.url}/admin`)
    const nikShown = adminPage.getByTestId(`provider-nik-${nurse.user.email}`)
    await expect.poll(() => nikShown.textContent(), { timeout: 15_000 }).toBe('NIK belum diisi (diperlukan untuk SATUSEHAT)')

    const nurseNik = validNik('1992-07-01', 'Perempuan')
    const ihs = await seedIndex('Practitioner', nurseNik, 'Ns. Nur Tanpa NIK')
    const nursePage = await signedIn(nurse.user.email, '/provider')
    await nursePage.goto(`${server.url}/provider/profil`)
    const nikField = nursePage.getByLabel('NIK', { exact: true })
    // validated like the patient's: 16 digits with a real date of birth in digits 7–12
    await nikField.fill('3171999999990001')
    await nursePage.getByRole('button', { name: 'Simpan Profil' }).click()
    await nursePage.getByText('NIK harus 16 digit dengan tanggal lahir yang sah (digit 7–12)').waitFor()
    expect(await nikField.getAttribute('aria-invalid')).toBe('true')
    expect((await nurse.client.get('/api/profile')).body.nik).toBeNull()
    await nikField.fill(nurseNik)
    await nursePage.getByRole('button', { name: 'Simpan Profil' }).click()
    await nursePage.getByText('Profil tersimpan').first().waitFor()
    await screenshot(nursePage, 'provider-profile-nik')

    await adminPage.reload()
    await expect.poll(() => nikShown.textContent(), { timeout: 15_000 }).toBe(`NIK: ${nurseNik}`)
    await screenshot(adminPage, 'admin-users-provider-nik')
    await expect
      .poll(async () => (await queueBadge(adminPage, recordId)).textContent(), { timeout: 45_000, intervals: [1000] })
      .toBe('Terkirim ke SATUSEHAT')
    expect((await encounterOf(recordId)).participant[0].individual.reference).toBe(`Practitioner/${ihs}`)
    expect(cspViolations).toEqual([])
    await nursePage.context().close()
    await adminPage.context().close()
  })
})
