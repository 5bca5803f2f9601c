import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core'
import pg from 'pg'
import { BROWSER_ARGS, findChromium, launchEnv, type ChromiumChoice } from './chromium.mjs'

export { BROWSER_ARGS }
import { truncateAppTables } from './truncate.mjs'

export const screenshotDir = path.resolve(import.meta.dirname, '../../../.test-data/screenshots')

/** Content-Security-Policy violations any page of any context reported (journeys assert none). */
export const cspViolations: string[] = []

let choice: Promise<ChromiumChoice> | undefined
/** CHROMIUM_PATH, else the system's Chromium, else the one @sparticuz/chromium ships (chromium.mjs). */
export function browserChoice(): Promise<ChromiumChoice> {
  choice ??= findChromium()
  return choice
}

export interface LaunchBrowserOptions {
  /** more Chromium flags after BROWSER_ARGS (e.g. `--use-file-for-fake-video-capture=…`) */
  args?: string[]
  /** other playwright-core launch options (executablePath, args and env are the helper's) */
  launch?: Omit<LaunchOptions, 'executablePath' | 'args'>
}

/** Headless Chromium (see browserChoice) with BROWSER_ARGS and `options.args`. */
export async function launchBrowser(options: LaunchBrowserOptions = {}): Promise<Browser> {
  const found = await browserChoice()
  const browser = await chromium.launch({
    ...options.launch,
    executablePath: found.executablePath,
    args: [...BROWSER_ARGS, ...(options.args ?? [])],
    env: { ...launchEnv(found), ...options.launch?.env },
  })
  // Chromium reports a blocked script, style or frame only on the console; listen in every context.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions)
    context.on('console', (message) => {
      // only our pages (on 127.0.0.1): an embedded site's own policy messages are not ours to fix
      const ours = /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(message.location().url)
      if (ours && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
    })
    return context
  }
  return browser
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}

/** Empties every application table (browser journeys start from a clean database). */
export async function resetDatabaseViaPg() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await truncateAppTables((sql) => client.query(sql))
  } finally {
    await client.end()
  }
}

/** Signs in through the Indonesian sign-in form of the app at `baseUrl`. */
export async function signInAt(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
}

/**
 * Signs in through the UI and resolves once the page's socket is connected (pushes can arrive),
 * on `home` (the role's dashboard the sign-in lands on).
 */
export async function signInLive(page: Page, baseUrl: string, email: string, password: string, home: string) {
  const socketReady = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')))
  await signInAt(page, baseUrl, email, password)
  await page.waitForURL(`${baseUrl}${home}`)
  await socketReady
}

/** Screenshot once finite animations and transitions (dialogs, panels, sheets) are done. */
export async function settledScreenshot(page: Page, name: string) {
  // a function, not a string (the page's CSP forbids eval); typed loosely: no DOM types in this file
  await page.waitForFunction(() =>
    (globalThis as any).document
      .getAnimations()
      .every((a: any) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
  )
  await screenshot(page, name)
}
