import { readFileSync } from 'node:fs'
import { DateTime } from 'luxon'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launchBrowser, resetDatabaseViaPg, settledScreenshot, signInAt } from '../../server/tests/helpers/browser.js'
import { Client, patientPayload, providerPayload } from '../../server/tests/helpers/http-client.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { CONSENT_DOCUMENTS } from '../../modules/consent/contracts/consent-documents.js'

/**
 * Issue 13, items 5 and 6 in the browser: the patient opens /patient/rekam-medis, sees a finalised
 * record in full, downloads its Resume Medis (a PDF, then listed in the access log), and withdraws
 * the SATUSEHAT consent on /patient/profil. Screenshots at 1280 and 390 px.
 */

let server: ServerProcess
let browser: Browser
const contexts: BrowserContext[] = []
const patient = patientPayload({ fullName: 'Dewi Lestari' })
const provider = providerPayload({ displayName: 'Ns. Rahmat Hidayat, S.Kep.', providerRole: 'Perawat' })
let patientId: string
let recordId: string
let patientApi: Client

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale: 'id-ID',
    viewport: { width, height: 900 },
    timezoneId: 'Asia/Jakarta',
    acceptDownloads: true,
  })
  contexts.push(context)
  return context.newPage()
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
  patientApi = new Client(server.url)
  const p = await patientApi.post('/api/register', patient)
  expect(p.status, p.text).toBe(201)
  patientId = p.body.profile.id
  const nurse = new Client(server.url)
  const n = await nurse.post('/api/register', provider)
  expect(n.status, n.text).toBe(201)
  const scheduledAt = DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: 1 }).set({ hour: 9 }).toUTC().toISO()
  const booked = await patientApi.post('/api/appointments', { providerId: n.body.profile.id, scheduledAt })
  expect(booked.status, booked.text).toBe(201)
  const record = await nurse.post('/api/medical-records', {
    patientId,
    appointmentId: booked.body.id,
    serviceType: 'Telenursing',
    chiefComplaint: 'Luka di kaki kanan tidak kunjung sembuh',
    allergyHistory: 'Tidak ada',
    vitalSigns: { bloodPressure: '130/85', pulse: 84, temperature: 36.8, respiration: 18, weight: 62, height: 158 },
    physicalExamFindings: 'Luka 2 x 3 cm di punggung kaki, tepi kemerahan',
    primaryDiagnosis: 'Ulkus kaki diabetik',
    nursingDiagnosis: 'Gangguan integritas kulit',
    prescribedTherapy: 'Perawatan luka lembap setiap 2 hari',
    patientEducation: 'Jaga kadar gula darah, periksa kaki setiap hari',
  })
  expect(record.status, record.text).toBe(201)
  recordId = record.body.id
  const consent = await patientApi.post('/api/consents', { kind: 'SATUSEHAT', version: CONSENT_DOCUMENTS.SATUSEHAT.version })
  expect(consent.status, consent.text).toBe(201)
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe("the patient's own record and consents", () => {
  it('opens /patient/rekam-medis, sees the finalised record in full and downloads its Resume Medis', async () => {
    const page = await newPage()
    await signInAt(page, server.url, patient.email, patient.password)
    await page.waitForURL(`${server.url}/patient`)
    await page.getByTestId('open-full-record').click()
    await page.waitForURL(`${server.url}/patient/rekam-medis`)
    const sheet = page.getByTestId('final-record')
    await sheet.waitFor()
    expect(await sheet.getAttribute('data-record-id')).toBe(recordId)
    const text = await sheet.innerText()
    for (const expected of [
      'Luka di kaki kanan tidak kunjung sembuh',
      'Ulkus kaki diabetik',
      'Gangguan integritas kulit',
      '130/85 mmHg',
      '36,8 °C',
    ]) {
      expect(text).toContain(expected)
    }
    expect(await page.getByTestId('download-fhir').getAttribute('href')).toBe(`/api/patients/${patientId}/fhir`)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-resume').click()])
    expect(download.suggestedFilename()).toMatch(/^resume-medis-RM-\d+-\d{4}-\d{2}-\d{2}\.pdf$/)
    const pdf = readFileSync((await download.path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    // the download is in the access log on the same page (the patient's own accesses included here)
    await page.reload()
    await expect
      .poll(async () => (await page.getByTestId('access-log').innerText()).includes('resume medis (PDF)'), { timeout: 10_000 })
      .toBe(true)
    await settledScreenshot(page, 'patient-record-1280')

    const narrow = await newPage(390)
    await signInAt(narrow, server.url, patient.email, patient.password)
    await narrow.waitForURL(`${server.url}/patient`)
    await narrow.goto(`${server.url}/patient/rekam-medis`)
    await narrow.getByTestId('final-record').waitFor()
    const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await settledScreenshot(narrow, 'patient-record-390')
  })

  it('withdraws the SATUSEHAT consent on the profile; it is out of force at once', async () => {
    const page = await newPage()
    await signInAt(page, server.url, patient.email, patient.password)
    await page.waitForURL(`${server.url}/patient`)
    await page.goto(`${server.url}/patient/profil`)
    const satusehat = page.getByTestId('consent-SATUSEHAT')
    await satusehat.waitFor()
    expect(await satusehat.getAttribute('data-active')).toBe('true')
    // terms and privacy (given at registration) offer no withdrawal
    expect(await page.getByTestId('consent-TERMS_PRIVACY').getByRole('button').count()).toBe(0)
    await settledScreenshot(page, 'consent-ledger-1280')

    await satusehat.getByRole('button', { name: 'Tarik persetujuan' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Tarik persetujuan' }).click()
    await expect.poll(() => satusehat.getAttribute('data-active')).toBe('false')
    const ledger = await patientApi.get('/api/consents')
    expect(ledger.body.status.SATUSEHAT.activeEntryId).toBeNull()
    expect(ledger.body.items[0]).toMatchObject({ kind: 'SATUSEHAT', action: 'WITHDRAWN' })
    expect(await page.getByTestId('consent-entry').first().innerText()).toContain('Ditarik')

    const narrow = await newPage(390)
    await signInAt(narrow, server.url, patient.email, patient.password)
    await narrow.waitForURL(`${server.url}/patient`)
    await narrow.goto(`${server.url}/patient/profil`)
    await narrow.getByTestId('consent-SATUSEHAT').waitFor()
    await settledScreenshot(narrow, 'consent-ledger-390')
    expect(cspViolations).toEqual([])
  })
})
