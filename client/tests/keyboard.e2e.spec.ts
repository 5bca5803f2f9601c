import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launchBrowser, resetDatabaseViaPg, settledScreenshot, signInLive } from '../../server/tests/helpers/browser'
import { DEMO, jakartaTimeAfter, seedDemo } from '../../server/tests/helpers/demo-seed'
import { Client, unverifiedProviderPayload } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Issue 25: keyboard-only journeys (docs/accessibility.md). The booking dialog: focus on the first
 * provider once loaded, on each step's heading after 'Lanjut', Enter twice cannot book, Escape keeps
 * the choices and gives the focus back. A cancel reason typed is not lost to a stray Escape: the dialog
 * asks first. The admin, keys only: 'Menunggu verifikasi' filter and 'Verifikasi'.
 */
let server: ServerProcess
let browser: Browser
const WAITING = { email: 'ns.menunggu@contoh.id', password: 'rahasia123', displayName: 'Ns. Menunggu Verifikasi' }

beforeAll(async () => {
  await resetDatabaseViaPg()
  seedDemo()
  server = await startServerProcess()
  browser = await launchBrowser()
  const registered = await new Client(server.url).post(
    '/api/register',
    unverifiedProviderPayload({ ...WAITING, strNumber: 'STR-MENUNGGU-01', providerRole: 'Perawat' })
  )
  expect(registered.status, registered.text).toBe(201)
  const withoutStr = await new Client(server.url).post('/api/register', unverifiedProviderPayload({ displayName: 'Ns. Tanpa STR' }))
  expect(withoutStr.status, withoutStr.text).toBe(201)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signedIn(width: number, account: { email: string; password: string; home: string }) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  const page = await context.newPage()
  await signInLive(page, server.url, account.email, account.password, account.home)
  return page
}

/** What has the focus: its test id, role and name in one line (e.g. "booking-step-heading h3 Ringkasan Pembayaran"). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    const labelledBy = el.getAttribute('aria-labelledby')
    const name =
      el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : el.textContent) ?? ''
    return `${el.dataset.testid ?? ''} ${el.getAttribute('role') ?? el.tagName.toLowerCase()} ${name.trim().replace(/\s+/g, ' ')}`.trim()
  })

/** Presses Tab until the focus is on what `matches`, at most `limit` times. */
async function tabTo(page: Page, matches: RegExp, limit = 15) {
  for (let i = 0; i < limit; i++) {
    if (matches.test(await focused(page))) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${matches}; focus on: ${await focused(page)}`)
}

describe.each([1280, 390])('from the keyboard at %i px', (width) => {
  it('books through the dialog: one step at a time, the summary read before Konfirmasi', async () => {
    const page = await signedIn(width, DEMO.patient)
    const upcoming = page.getByTestId('upcoming-appointment')
    await upcoming.first().waitFor()
    const before = await upcoming.count()

    await page.getByTestId('tile-book').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    // the first provider once the list is there (not 'Batal')
    await expect.poll(() => focused(page)).toMatch(/^radio Bidan Rina Kusuma/)
    await page.keyboard.press('Space')
    await tabTo(page, /^button Lanjut$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('booking-step-heading h3 Waktu & Keluhan')

    await tabTo(page, /^input/)
    await dialog.getByLabel('Tanggal konsultasi').fill(jakartaTimeAfter(width === 1280 ? 4 : 5, '10:30').slice(0, 10))
    await dialog.locator('[data-testid="booking-slot"]:not([disabled])').first().waitFor()
    await tabTo(page, /^booking-slot radio/)
    await page.keyboard.press('Space')
    await tabTo(page, /^button Lanjut$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('booking-step-heading h3 Ringkasan Pembayaran')
    // a second Enter (meant for 'Lanjut') lands on the summary's heading: nothing is booked
    await page.keyboard.press('Enter')
    await settledScreenshot(page, `keyboard-booking-summary-${width}`)
    expect(await dialog.getByTestId('booking-summary').isVisible()).toBe(true)
    expect(await focused(page)).toBe('booking-step-heading h3 Ringkasan Pembayaran')

    // Escape closes, gives the focus back to the opener and keeps the choices for the next opening
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toMatch(/^tile-book /)
    await page.keyboard.press('Enter')
    await dialog.getByTestId('booking-summary').waitFor()
    await expect.poll(() => focused(page)).toBe('booking-step-heading h3 Ringkasan Pembayaran')

    await tabTo(page, /^button Konfirmasi$/)
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => upcoming.count()).toBe(before + 1)
    await expect.poll(() => focused(page)).toMatch(/^tile-book /)
    await page.context().close()
  })
})

it('Escape asks before a typed cancel reason is thrown away; the focus stays in the dialogs and returns to the opener', async () => {
  const page = await signedIn(1280, DEMO.patient)
  // the first appointment that may still be cancelled (the one open now is past the cut-off)
  const opener = page.locator('[data-testid="upcoming-appointment"] button:not([disabled])', { hasText: 'Batalkan' }).first()
  await opener.waitFor()
  await tabTo(page, /^cancel-button button Batalkan$/, 80)
  await page.keyboard.press('Enter')
  const dialog = page.getByTestId('cancel-appointment-dialog')
  await dialog.waitFor()
  // nothing typed yet: Escape closes at once and the focus goes back to 'Batalkan'
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await expect.poll(() => focused(page)).toBe('cancel-button button Batalkan')

  await page.keyboard.press('Enter')
  await dialog.waitFor()
  await tabTo(page, /^textarea/)
  await page.keyboard.type('Ada keperluan keluarga')
  await page.keyboard.press('Escape')
  const ask = page.getByRole('alertdialog', { name: 'Buang isian ini?' })
  await ask.waitFor()
  await expect.poll(() => focused(page)).toBe('button Lanjutkan mengisi')
  await settledScreenshot(page, 'keyboard-discard-ask-1280')
  await page.keyboard.press('Enter')
  await ask.waitFor({ state: 'hidden' })
  expect(await dialog.getByRole('textbox').inputValue()).toBe('Ada keperluan keluarga')
  await expect.poll(() => focused(page)).toMatch(/^textarea/)

  await page.keyboard.press('Escape')
  await ask.waitFor()
  await tabTo(page, /^button Buang$/, 5)
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'hidden' })
  await expect.poll(() => focused(page)).toBe('cancel-button button Batalkan')
  // the appointment stays booked: discarding the form cancelled nothing
  expect(await opener.isVisible()).toBe(true)
  await page.context().close()
})

it("the admin finds the providers waiting for verification and verifies one ('Verifikasi')", async () => {
  const page = await signedIn(390, DEMO.admin)
  await page.getByTestId('user-row-dewi@contoh.id').waitFor()
  // from the top of the page, keys only: Tab to the filter, open it, choose, Tab to 'Verifikasi'
  await tabTo(page, /^combobox Semua Pengguna$/, 40)
  await page.keyboard.press('Enter')
  await page.getByRole('option', { name: 'Menunggu verifikasi' }).waitFor()
  // the list has the focus (on the current filter, or on the list itself until an arrow key picks one)
  await expect.poll(() => focused(page)).toMatch(/^(option|listbox) /)
  // one option at a time: each press is waited for (the focus moves after the key event is handled)
  for (let i = 0; i < 8; i++) {
    const now = await focused(page)
    if (now === 'option Menunggu verifikasi') break
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused(page)).not.toBe(now)
  }
  expect(await focused(page)).toBe('option Menunggu verifikasi')
  await page.keyboard.press('Enter')
  const waiting = page.getByTestId(`user-row-${WAITING.email}`)
  await waiting.waitFor()
  // only providers waiting for verification: the demo's verified ones and the patients are filtered out
  await expect.poll(() => page.locator('[data-testid^="user-row-"]').count()).toBe(2)
  // the one without an STR number says why its button waits, in words on the screen
  const reason = page.locator('[data-testid^="verify-reason-"]')
  expect(await reason.innerText()).toBe('Nomor STR belum diisi')
  await settledScreenshot(page, 'keyboard-admin-waiting-390')

  await tabTo(page, /^button Verifikasi$/, 30)
  expect(await waiting.getByRole('button', { name: 'Verifikasi' }).evaluate((b) => b === document.activeElement)).toBe(true)
  await page.keyboard.press('Enter')
  // verified, the provider leaves the list of those waiting; the one without an STR number stays
  await waiting.waitFor({ state: 'detached' })
  expect(await page.locator('[data-testid^="user-row-"]').count()).toBe(1)
  expect(cspViolations).toEqual([])
  await page.context().close()
})
