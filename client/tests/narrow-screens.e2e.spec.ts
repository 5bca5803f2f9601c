import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot, signInLive } from '../../server/tests/helpers/browser'
import { DEMO, seedDemo } from '../../server/tests/helpers/demo-seed'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Issue 25: layouts hold at 320 px, the narrowest phone width in use (docs/accessibility.md). The
 * main pages of each role (demo data, id-ID): nothing makes the page scroll sideways, and nothing
 * sticks out of the viewport unless it sits in a scroll box the keyboard reaches. Screenshots:
 * .test-data/screenshots/narrow-320-*.png (looked at when a layout changes).
 */
const VIEWPORT = { width: 320, height: 720 }

let server: ServerProcess
let browser: Browser

beforeAll(async () => {
  await resetDatabaseViaPg()
  seedDemo()
  server = await startServerProcess()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/**
 * What sticks out past the viewport's right edge: the page's own sideways scroll, and elements
 * whose right edge passes it outside any scroll box (a table in its keyboard-reachable scroll box is fine).
 */
async function overflow(page: Page): Promise<string[]> {
  // typed loosely: no DOM types in the test code's compilation
  return page.evaluate(() => {
    const doc = (globalThis as any).document
    const width = doc.documentElement.clientWidth
    const found: string[] = []
    if (doc.documentElement.scrollWidth > width + 1) found.push(`page scrolls sideways: ${doc.documentElement.scrollWidth}px`)
    const scrolls = (el: any) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = (globalThis as any).getComputedStyle(p)
        if (/(auto|scroll|hidden)/.test(style.overflowX) && p !== doc.body && p !== doc.documentElement) return true
      }
      return false
    }
    for (const el of Array.from<any>(doc.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 1 || scrolls(el)) continue
      found.push(
        `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}" +${Math.round(box.right - width)}px`
      )
    }
    return found.slice(0, 10)
  })
}

async function visit(page: Page, route: string, name: string, problems: string[]) {
  await page.goto(`${server.url}${route}`)
  await page.waitForLoadState('networkidle')
  await page.locator('.animate-spin').first().waitFor({ state: 'detached', timeout: 15_000 })
  await screenshot(page, `narrow-320-${name}`)
  problems.push(...(await overflow(page)).map((p) => `${route}: ${p}`))
}

async function walk(account: { email: string; password: string; home: string } | null, routes: Record<string, string>) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  const page = await context.newPage()
  if (account) await signInLive(page, server.url, account.email, account.password, account.home)
  const problems: string[] = []
  for (const [name, route] of Object.entries(routes)) await visit(page, route, name, problems)
  return { page, problems }
}

describe('at 320 px', () => {
  it('the public pages', async () => {
    const { page, problems } = await walk(null, { landing: '/', auth: '/auth' })
    await page.context().close()
    expect(problems).toEqual([])
  })

  it('the patient’s pages and the booking dialog', async () => {
    const { page, problems } = await walk(DEMO.patient, {
      'patient-profile': '/patient/profil',
      'patient-records': '/patient/rekam-medis',
      'patient-dashboard': '/patient',
    })
    await page.getByTestId('tile-book').click()
    await page.getByRole('dialog').getByRole('radio').first().waitFor()
    await screenshot(page, 'narrow-320-patient-booking')
    problems.push(...(await overflow(page)).map((p) => `booking: ${p}`))
    await page.context().close()
    expect(problems).toEqual([])
  })

  it('the provider’s pages', async () => {
    const { page, problems } = await walk(DEMO.provider, {
      'provider-dashboard': '/provider',
      'provider-appointments': '/provider/appointments',
      'provider-patients': '/provider/patients',
      'provider-records': '/provider/medical-records',
      'provider-quiz': '/provider/learning/quiz',
      'provider-profile': '/provider/profil',
    })
    await page.context().close()
    expect(problems).toEqual([])
  })

  it('the admin’s pages', async () => {
    const { page, problems } = await walk(DEMO.admin, {
      'admin-dashboard': '/admin',
      'admin-satusehat': '/admin/satusehat',
      'admin-operations': '/admin/operasi',
      'admin-settings': '/admin/pengaturan',
    })
    await page.context().close()
    expect(problems).toEqual([])
    expect(cspViolations).toEqual([])
  })
})
