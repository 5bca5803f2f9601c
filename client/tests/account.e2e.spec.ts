import { mkdtempSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot, signInAt } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { Client, eventually, providerPayload } from '../../server/tests/helpers/http-client.js'
import { mimeParts } from '../../modules/notification/tests/support.js'
import { completeProfileBody } from '../../server/tests/helpers/patient-profile.js'

/** Issue 12 item 5 and the invitation of item 6: every link is read from the mail the server wrote (.eml under DATA_DIR/mail). */

let server: ServerProcess
let browser: Browser
const contexts: BrowserContext[] = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'telerawat-account-e2e-'))
const ADMIN = { email: 'admin.akun@contoh.id', password: 'AdminRahasia1', fullName: 'Admin Akun' }
let providerProfileId = ''

async function newPage() {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  return context.newPage()
}

/** Screenshots at 1280 px and 390 px wide. */
async function shots(page: Page, name: string) {
  await screenshot(page, `${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, `${name}-390`)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The link of the newest mail to `to` that opens `route`, once the server wrote it (after `after` mails of that kind). */
async function mailLink(to: string, route: '/atur-kata-sandi' | '/verifikasi-email', after = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${route}\\?token=[A-Za-z0-9_-]+`)
  return eventually(async () => {
    const dir = path.join(dataDir, 'mail')
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))
    // oldest first, by when the server wrote them
    const files = await Promise.all(names.map(async (n) => ({ file: path.join(dir, n), at: (await stat(path.join(dir, n))).mtimeMs })))
    const links: string[] = []
    for (const { file } of files.sort((a, b) => a.at - b.at)) {
      const raw = await readFile(file, 'utf8')
      if (!raw.includes(to)) continue
      const link = mimeParts(raw)
        .map((p) => p.body)
        .join('\n')
        .match(pattern)?.[0]
      if (link) links.push(link)
    }
    return links.length > after ? links[links.length - 1] : null
  }, 15_000) as Promise<string>
}

const bookingBody = () => ({
  providerId: providerProfileId,
  scheduledAt: DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: 3 }).set({ hour: 9 }).toUTC().toISO(),
})

/** Books from inside the page (its cookies, its connection), as the booking dialog would. */
const bookFrom = (page: Page) =>
  page.evaluate(async (body) => {
    const res = await fetch('/api/appointments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: await res.json() }
  }, bookingBody())

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess({ DATA_DIR: dataDir })
  browser = await launchBrowser()
  expect((await new Client(server.url).post('/api/register', { ...ADMIN, role: 'ADMIN', acceptTerms: true })).status).toBe(201)
  const provider = await new Client(server.url).post('/api/register', providerPayload({ displayName: 'Ns. Rahmat Akun' }))
  providerProfileId = provider.body.profile.id
})
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await server?.stop()
})

describe('account journeys', () => {
  it('register in the UI; the banner asks to verify; booking is refused; the mailed link (after "Kirim ulang") verifies; booking works', async () => {
    const page = await newPage()
    const email = 'sinta.verifikasi@contoh.id'
    await page.goto(`${server.url}/auth`)
    await page.getByRole('button', { name: 'Daftar sekarang' }).click()
    await page.getByRole('radio', { name: /Pasien/ }).check()
    await page.getByLabel('Nama depan').fill('Sinta')
    await page.getByLabel('Nama belakang').fill('Lestari')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia123')
    await page.getByLabel('Konfirmasi kata sandi').fill('rahasia123')
    await page.getByLabel(/Saya menyetujui/).check()
    await page.getByRole('button', { name: 'Daftar', exact: true }).click()
    await page.waitForURL('**/patient')
    const banner = page.getByTestId('email-verification-banner')
    await banner.waitFor()
    expect(await banner.innerText()).toContain('Verifikasi email Anda')
    await shots(page, 'account-verify-banner')

    const refused = await bookFrom(page)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain('Verifikasi email')

    const first = await mailLink(email, '/verifikasi-email')
    await banner.getByRole('button', { name: 'Kirim ulang' }).click()
    await page.getByText('Tautan verifikasi baru telah dikirim.').first().waitFor()
    const link = await mailLink(email, '/verifikasi-email', 1)
    expect(link).not.toBe(first)
    expect(new URL(link).origin).toBe(server.url)

    await page.goto(link)
    await expect.poll(() => page.getByTestId('verify-email-result').innerText(), { timeout: 10_000 }).toBe('Email terverifikasi')
    await shots(page, 'account-verify-done')
    await page.getByRole('link', { name: 'Lanjutkan' }).click()
    await page.waitForURL('**/patient')
    await page
      .getByText(/Halo|Selamat/)
      .first()
      .waitFor()
    expect(await page.getByTestId('email-verification-banner').count()).toBe(0)
    // booking also needs NIK, date of birth, gender and phone (the wizard's profile step: client/tests/profile.e2e.spec.ts)
    const profile = await page.evaluate(async (body) => {
      const res = await fetch('/api/profile', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      })
      return res.status
    }, completeProfileBody())
    expect(profile).toBe(200)
    expect((await bookFrom(page)).status).toBe(201)

    // the first link was replaced by the newer one
    const stale = await newPage()
    await stale.goto(first)
    await expect.poll(() => stale.getByTestId('verify-email-result').innerText(), { timeout: 10_000 }).toBe('Verifikasi gagal')
  })

  it("'Lupa kata sandi' -> mail -> new password -> sign in; the old session ends", async () => {
    const patient = new Client(server.url)
    const email = 'andi.lupa@contoh.id'
    expect(
      (
        await patient.post('/api/register', {
          email,
          password: 'rahasia123',
          role: 'PATIENT',
          fullName: 'Andi Lupa',
          acceptTerms: true,
        })
      ).status
    ).toBe(201)

    const page = await newPage()
    await page.goto(`${server.url}/auth`)
    await page.getByRole('link', { name: 'Lupa kata sandi?' }).click()
    await page.waitForURL('**/lupa-kata-sandi')
    await shots(page, 'account-forgot')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Kirim tautan' }).click()
    await page.getByTestId('forgot-sent').waitFor()
    await shots(page, 'account-forgot-sent')

    const link = await mailLink(email, '/atur-kata-sandi')
    await page.goto(link)
    await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandiBaru789')
    await page.getByLabel('Ulangi kata sandi baru').fill('sandiLain000')
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click()
    await page.getByText('Kata sandi tidak cocok').waitFor()
    await shots(page, 'account-set-password-mismatch')
    await page.getByLabel('Ulangi kata sandi baru').fill('sandiBaru789')
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click()
    await page.getByText('Kata sandi tersimpan').waitFor()
    await shots(page, 'account-set-password-done')
    expect((await patient.get('/api/user')).status).toBe(401) // the API session ended with the reset

    await page.getByRole('link', { name: 'Masuk' }).click()
    await page.waitForURL('**/auth')
    await signInAt(page, server.url, email, 'sandiBaru789')
    await page.waitForURL('**/patient')

    // the link works once
    const again = await newPage()
    await again.goto(link)
    await again.getByLabel('Kata sandi baru', { exact: true }).fill('lagiLagi123')
    await again.getByLabel('Ulangi kata sandi baru').fill('lagiLagi123')
    await again.getByRole('button', { name: 'Simpan kata sandi' }).click()
    await again.getByText('Tautan tidak valid').first().waitFor()
    await shots(again, 'account-set-password-used')
  })

  it("/akun from the header: 'Ubah kata sandi' needs the current password and ends the other sessions", async () => {
    const email = 'budi.akun@contoh.id'
    const other = new Client(server.url)
    expect(
      (await other.post('/api/register', { email, password: 'rahasia123', role: 'PATIENT', fullName: 'Budi Akun', acceptTerms: true }))
        .status
    ).toBe(201)
    const page = await newPage()
    await signInAt(page, server.url, email, 'rahasia123')
    await page.waitForURL('**/patient')
    await page.getByTestId('header-account-link').click()
    await page.waitForURL('**/akun')
    await page.getByLabel('Kata sandi saat ini').fill('salah-sekali')
    await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandiBaru789')
    await page.getByLabel('Ulangi kata sandi baru').fill('sandiBaru789')
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click()
    await page.getByText('Kata sandi saat ini salah').first().waitFor()
    await shots(page, 'account-change-wrong-current')
    expect((await other.get('/api/user')).status).toBe(200)

    await page.getByLabel('Kata sandi saat ini').fill('rahasia123')
    await page.getByRole('button', { name: 'Ubah kata sandi' }).click()
    await page.getByText('Kata sandi berhasil diubah').first().waitFor()
    expect((await other.get('/api/user')).status).toBe(401)
    await page.reload()
    await page.waitForURL('**/akun') // this session stays
    await shots(page, 'account-page')
  })

  it("an admin invites a provider with 'Tambah Pengguna'; the provider sets a password from the mail and signs in", async () => {
    const admin = await newPage()
    await signInAt(admin, server.url, ADMIN.email, ADMIN.password)
    await admin.waitForURL('**/admin')
    await admin.getByRole('button', { name: 'Tambah Pengguna' }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Kirim undangan' }).click()
    await dialog.getByText('Nama tampilan wajib diisi').waitFor()
    await shots(admin, 'account-invite-errors')
    const email = 'ns.undangan@telerawat.id'
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Nama tampilan (dengan gelar)').fill('Ns. Putri Undangan, S.Kep')
    await dialog.getByLabel('Profesi').click()
    await admin.getByRole('option', { name: 'Perawat', exact: true }).click()
    await dialog.getByRole('button', { name: 'Kirim undangan' }).click()
    await admin.getByTestId('invite-result').waitFor()
    await shots(admin, 'account-invite-sent')
    await admin.getByRole('button', { name: 'Tutup' }).first().click()
    await admin.getByTestId(`user-row-${email}`).waitFor({ timeout: 15_000 })

    const link = await mailLink(email, '/atur-kata-sandi')
    const provider = await newPage()
    await provider.goto(link)
    await provider.getByLabel('Kata sandi baru', { exact: true }).fill('SandiNakes1')
    await provider.getByLabel('Ulangi kata sandi baru').fill('SandiNakes1')
    await shots(provider, 'account-invite-set-password')
    await provider.getByRole('button', { name: 'Simpan kata sandi' }).click()
    await provider.getByText('Kata sandi tersimpan').waitFor()
    await signInAt(provider, server.url, email, 'SandiNakes1')
    await provider.waitForURL('**/provider')
    const me = await provider.request.get(`${server.url}/api/user`)
    expect(await me.json()).toMatchObject({ email, role: 'PROVIDER', emailVerified: true })
  })
})

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
