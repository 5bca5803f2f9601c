import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { budgetReport, LANDING_BUDGET_GZIP_KB, landingInitialJs } from '../../scripts/bench/bundle-size.mjs'
import { cspViolations, launchBrowser, resetDatabaseViaPg } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'

// Issue 23 item 4: the landing page's initial JavaScript stays within budget. `npm test` builds the
// client before this suite, so this reads the build it serves.
const dist = path.resolve(import.meta.dirname, '../dist')

let server: ServerProcess
let browser: Browser

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('landing page budget', () => {
  it(`the landing page's initial JS (entry + landing boot, from the build manifest) is at most ${LANDING_BUDGET_GZIP_KB} KB gzip`, () => {
    const measured = landingInitialJs(dist)
    const report = budgetReport(dist, measured)
    console.log(report.lines.join('\n')) // on failure: the chunks and the largest modules in them
    expect(measured.total.gzip, report.lines.join('\n')).toBeLessThanOrEqual(LANDING_BUDGET_GZIP_KB * 1024)
  })

  it('a browser opening / signed out downloads only those files, renders the landing page, and its link hands over to the app', async () => {
    const context = await browser.newContext({ locale: 'id-ID' })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1))
    })
    await page.goto(server.url)
    await expect.poll(() => page.getByRole('link', { name: 'Mulai Perjalanan Anda' }).isVisible(), { timeout: 10_000 }).toBe(true)
    await page.waitForLoadState('networkidle')

    const expected = landingInitialJs(dist).rows.map((row) => row.file)
    expect(scripts.toSorted()).toEqual(expected.toSorted())
    const gzip = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0)
    expect(gzip).toBeLessThanOrEqual(LANDING_BUDGET_GZIP_KB * 1024)
    expect(scripts.some((file) => /vendor-router|app-boot/.test(file))).toBe(false)

    await page.getByRole('link', { name: 'Mulai', exact: true }).first().click()
    await page.waitForURL('**/auth')
    await expect.poll(() => page.getByRole('button', { name: 'Masuk', exact: true }).isVisible(), { timeout: 10_000 }).toBe(true)
    await page.goBack()
    await expect.poll(() => page.getByRole('link', { name: 'Mulai Perjalanan Anda' }).isVisible(), { timeout: 10_000 }).toBe(true)
    await context.close()
  })
})

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
