import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { completeProfileBody } from '../../server/tests/helpers/patient-profile.js'
import { markEmailVerified, markProviderVerified } from '../../server/tests/helpers/verify-provider.js'
import { moveAppointmentStartViaPg } from '../../server/tests/helpers/appointment-start.js'

/**
 * Issue 13, the coded record form: a nurse codes a telenursing visit on the consultation screen
 * (one SDKI diagnosis, two SLKI outcomes with targets, three SIKI interventions, an ICD-10
 * diagnosis), ends the session, and the record's detail shows each code with its name.
 */
const PATIENT = { email: 'wati.kode@contoh.id', password: 'rahasia123', fullName: 'Wati Susanti' }
const NURSE = { email: 'ns.dewi.kode@contoh.id', password: 'rahasia123', displayName: 'Ns. Dewi Anggraini' }

let server: ServerProcess
let browser: Browser
const contexts: BrowserContext[] = []

async function api(method: string, urlPath: string, body?: unknown, cookie = '') {
  const res = await fetch(server.url + urlPath, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const setCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const text = await res.text()
  return { status: res.status, cookie: setCookie, body: text ? JSON.parse(text) : null }
}

async function newPage() {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  return context.newPage()
}

const tomorrowInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 24 * 3600_000))

/** Types into a code picker and picks the option whose text matches. */
async function pick(page: Page, picker: string, query: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: picker })
  await box.fill(query)
  await page.getByRole('option', { name: option }).click({ timeout: 10_000 })
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess({})
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe('coded record journey', () => {
  it('a nurse codes a telenursing visit (SDKI, two SLKI, three SIKI, ICD-10), ends it, and the record detail shows codes and names', async () => {
    const patientReg = await api('POST', '/api/register', { ...PATIENT, role: 'PATIENT', acceptTerms: true })
    expect(patientReg.status).toBe(201)
    expect((await api('PATCH', '/api/profile', completeProfileBody(), patientReg.cookie)).status).toBe(200)
    const nurseReg = await api('POST', '/api/register', { ...NURSE, role: 'PROVIDER', providerRole: 'Perawat', acceptTerms: true })
    expect(nurseReg.status).toBe(201)
    const nurseMe = await api('GET', '/api/user', undefined, nurseReg.cookie)
    await markProviderVerified(nurseMe.body.id)
    await markEmailVerified(patientReg.body.id)
    const availability = await api(
      'GET',
      `/api/providers/${nurseMe.body.profile.id}/availability?date=${tomorrowInJakarta()}`,
      undefined,
      patientReg.cookie
    )
    const slot = availability.body.slots.find((s: { available: boolean }) => s.available)
    const booked = await api(
      'POST',
      '/api/appointments',
      { providerId: nurseMe.body.profile.id, scheduledAt: slot.scheduledAt, reason: 'Nyeri pinggang sejak operasi' },
      patientReg.cookie
    )
    expect(booked.status).toBe(201)
    const appointmentId = booked.body.id as string
    const patientId = booked.body.patientId as string
    await moveAppointmentStartViaPg(appointmentId, -1) // the session has started

    const nurse = await newPage()
    await nurse.goto(`${server.url}/auth`)
    await nurse.getByLabel('Email').fill(NURSE.email)
    await nurse.getByLabel('Kata sandi', { exact: true }).fill(NURSE.password)
    await nurse.getByRole('button', { name: 'Masuk', exact: true }).click()
    await nurse.waitForURL('**/provider')
    await nurse.goto(`${server.url}/consultation/${appointmentId}`)
    await nurse.getByTestId('consultation-screen').waitFor()
    const card = nurse.getByTestId('record-coding')
    await card.waitFor()

    // ICD-10 primary diagnosis, with free text beside it
    await pick(nurse, 'Diagnosis utama (ICD-10)', 'punggung', /M54\.5/)
    await card.getByLabel('Keterangan diagnosis utama').fill('Nyeri punggung bawah pasca operasi')
    // the SDKI diagnosis: its SLKI outcomes and SIKI interventions are offered
    await pick(nurse, 'Diagnosis keperawatan (SDKI)', 'nyeri', /D\.0077.*Nyeri Akut/)
    const outcomes = card.getByTestId('coding-outcomes')
    const interventions = card.getByTestId('coding-interventions')
    await outcomes.getByRole('checkbox', { name: /L\.08066.*Tingkat Nyeri/ }).waitFor({ timeout: 10_000 })
    await outcomes.getByRole('checkbox', { name: /L\.08066.*Tingkat Nyeri/ }).click()
    await outcomes.getByLabel('Target skor untuk Tingkat Nyeri').selectOption('5')
    // a second outcome found by search, its expectation and target set
    await pick(nurse, 'Cari luaran SLKI lain…', 'ansietas', /L\.09093.*Tingkat Ansietas/)
    await outcomes.getByLabel('Ekspektasi untuk Tingkat Ansietas').selectOption('MENURUN')
    await outcomes.getByLabel('Target skor untuk Tingkat Ansietas').selectOption('4')
    // the two SIKI interventions the diagnosis offers ticked, a third found by search
    for (const name of [/I\.08238.*Manajemen Nyeri/, /I\.08243.*Pemberian Analgesik/]) {
      await interventions.getByRole('checkbox', { name }).click()
    }
    await pick(nurse, 'Cari intervensi SIKI lain…', 'relaksasi', /I\.09326.*Terapi Relaksasi/)
    await interventions.getByRole('checkbox', { name: /I\.09326.*Terapi Relaksasi/, checked: true }).waitFor({ timeout: 10_000 })
    await screenshot(nurse, 'coded-record-consultation')
    await nurse.setViewportSize({ width: 390, height: 844 })
    await card.scrollIntoViewIfNeeded()
    await screenshot(nurse, 'coded-record-consultation-mobile')
    await nurse.setViewportSize({ width: 1280, height: 900 })

    await card.getByRole('button', { name: 'Simpan Kode' }).click()
    await expect.poll(() => card.getByText('Ada perubahan kode yang belum disimpan').count(), { timeout: 10_000 }).toBe(0)
    const saved = await api('GET', `/api/patients/${patientId}/records`, undefined, nurseReg.cookie)
    const visit = saved.body.find((r: { appointmentId: string }) => r.appointmentId === appointmentId)
    expect(visit.coding).toMatchObject({
      primaryDiagnosis: { code: 'M54.5' },
      nursingDiagnosis: { code: 'D.0077', display: 'Nyeri Akut' },
      nursingOutcomes: [
        { code: 'L.08066', expectation: 'MENURUN', targetScore: 5 },
        { code: 'L.09093', expectation: 'MENURUN', targetScore: 4 },
      ],
    })
    expect(visit.coding.nursingInterventions.map((i: { code: string }) => i.code)).toEqual(['I.08238', 'I.08243', 'I.09326'])
    expect(visit.primaryDiagnosis).toBe('Nyeri punggung bawah pasca operasi')

    // the nurse ends the session: the record is final, with its codes
    await nurse.getByRole('button', { name: 'Akhiri Sesi', exact: true }).click()
    await nurse.getByRole('alertdialog').getByRole('button', { name: 'Ya, akhiri sesi' }).click()
    await nurse.getByTestId('session-summary').waitFor({ timeout: 10_000 })
    await expect.poll(() => nurse.getByTestId('summary-record-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('FINAL')

    // the record detail shows each code with its name
    await nurse.goto(`${server.url}/provider/medical-records?patientId=${patientId}`)
    const group = nurse.getByTestId(`record-group-${patientId}`)
    await group.waitFor({ timeout: 10_000 })
    await group.getByRole('button', { name: /Detail rekam medis/ }).click()
    const dialog = nurse.getByRole('dialog')
    const items = dialog.getByTestId('coded-item')
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(7)
    const text = await dialog.getByTestId('coded-items').innerText()
    for (const expected of [
      'M54.5',
      'D.0077',
      'Nyeri Akut',
      'L.08066',
      'Tingkat Nyeri',
      'target 5',
      'L.09093',
      'Tingkat Ansietas',
      'I.08238',
      'Manajemen Nyeri',
      'I.08243',
      'Pemberian Analgesik',
      'I.09326',
      'Terapi Relaksasi',
    ]) {
      expect(text).toContain(expected)
    }
    expect(await dialog.getByText('Nyeri punggung bawah pasca operasi').isVisible()).toBe(true)
    // the codes in view (the dialog scrolls inside itself)
    await items.last().scrollIntoViewIfNeeded()
    await screenshot(nurse, 'coded-record-detail')
    await nurse.setViewportSize({ width: 390, height: 844 })
    await items.last().scrollIntoViewIfNeeded()
    await screenshot(nurse, 'coded-record-detail-mobile')
  })
})

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
