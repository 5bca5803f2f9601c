import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import path from 'node:path'
import { cspViolations, launchBrowser, screenshot, screenshotDir } from '../helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'

/** The API reference page (docs/api.md): plain HTML rendered from the document, under the app's CSP. */
let server: ServerProcess
let browser: Browser

beforeAll(async () => {
  server = await startServerProcess()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('GET /api/docs', () => {
  it('renders the operations of the document, with no CSP violation, at 1280 px and 390 px', async () => {
    const context = await browser.newContext({ locale: 'id-ID', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(request.url()))
    page.on('pageerror', (error) => failed.push(String(error)))
    await page.goto(`${server.url}/api/docs`)
    await page.getByText('TeleRawat API').first().waitFor({ timeout: 60_000 })
    await screenshot(page, 'api-docs-loaded-1280')
    // the sidebar lists the modules' tags and their operations
    await page.getByText('scheduling', { exact: false }).first().waitFor({ timeout: 30_000 })
    await screenshot(page, 'api-docs-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(500)
    await screenshot(page, 'api-docs-390')
    await page.screenshot({ path: path.join(screenshotDir, 'api-docs-390-top.png') })
    expect(cspViolations).toEqual([])
    expect(failed.filter((u) => u.startsWith(server.url))).toEqual([])
    await context.close()
  })
})
