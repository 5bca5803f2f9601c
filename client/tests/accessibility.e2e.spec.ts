import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeFindings, describeFindings } from '../../server/tests/helpers/axe'
import { cspViolations, launchBrowser, resetDatabaseViaPg, settledScreenshot, signInLive } from '../../server/tests/helpers/browser'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Issue 25: every page of the three roles (demo data, id-ID) at 1280×800 and 390×844 has no
 * critical or serious axe-core finding, nor a skipped heading level. A new page joins a list below.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]
const root = path.resolve(import.meta.dirname, '../..')

let server: ServerProcess
let browser: Browser
const problems: string[] = []

beforeAll(async () => {
  await resetDatabaseViaPg()
  const seeded = spawnSync(process.execPath, ['server/ace.js', 'db:seed-demo'], { cwd: root, env: process.env, encoding: 'utf8' })
  expect(seeded.status, seeded.stderr).toBe(0)
  server = await startServerProcess()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function check(page: Page, where: string) {
  await page.waitForLoadState('networkidle')
  await page.locator('[aria-busy="true"], .animate-spin').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {})
  problems.push(...describeFindings(where, await axeFindings(page)))
  await settledScreenshot(page, `a11y-${where.replaceAll(/[^a-z0-9]+/gi, '-')}`)
}

async function visit(page: Page, route: string, label: string) {
  await page.goto(`${server.url}${route}`)
  await check(page, label)
}

const ROLES = [
  {
    role: 'patient',
    email: 'andi@contoh.id',
    password: 'Pasien123!',
    home: '/patient',
    pages: ['/patient', '/patient/profil', '/patient/rekam-medis', '/akun'],
  },
  {
    role: 'provider',
    email: 'perawat.sari@telerawat.id',
    password: 'Perawat123!',
    home: '/provider',
    pages: [
      '/provider',
      '/provider/appointments',
      '/provider/profil',
      '/provider/patients',
      '/provider/medical-records',
      '/provider/learning/materials',
      '/provider/learning/videos',
      '/provider/learning/questionnaire',
      '/provider/learning/quiz',
      '/akun',
    ],
  },
  {
    role: 'admin',
    email: 'admin@telerawat.id',
    password: 'Admin123!',
    home: '/admin',
    pages: ['/admin', '/admin/pengaturan', '/admin/operasi', '/admin/satusehat', '/akun'],
  },
]

describe.each(WIDTHS)('accessibility at $name width', ({ name, viewport }) => {
  it('public pages', async () => {
    const context = await browser.newContext({ viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
    const page = await context.newPage()
    for (const route of ['/', '/auth', '/lupa-kata-sandi', '/tidak-ada', '/api/docs']) await visit(page, route, `${name} ${route}`)
    await context.close()
  })

  it.each(ROLES)('$role pages', async ({ role, email, password, home, pages }) => {
    const context = await browser.newContext({ viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
    const page = await context.newPage()
    await signInLive(page, server.url, email, password, home)
    for (const route of pages) await visit(page, route, `${name} ${role} ${route}`)
    await context.close()
  })
})

it('reports', () => {
  console.log(problems.join('\n'))
  expect(cspViolations).toEqual([])
})
