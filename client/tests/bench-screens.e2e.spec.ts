import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPOINTMENTS_PAGE, DASHBOARDS, PROVIDER_RECORDS_PAGE } from '../../scripts/bench/screens.mjs'
import { launchBrowser, resetDatabaseViaPg, signInLive } from '../../server/tests/helpers/browser'
import { Client, patientPayload, providerPayload } from '../../server/tests/helpers/http-client'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process'

/**
 * Issue 23, "a benchmark that cannot rot": `npm run bench` measures each screen by the requests
 * listed in scripts/bench/screens.mjs. Each screen is opened here in Chromium, as a verified
 * provider and a patient who may book, and the API requests it makes must be exactly those.
 */

// registered through the API fixture: the provider verified, the patient's e-mail verified and profile complete
const provider = providerPayload()
const patient = patientPayload()

let server: ServerProcess
let patientId = ''
let browser: Browser

beforeAll(async () => {
  await resetDatabaseViaPg()
  server = await startServerProcess()
  expect((await new Client(server.url).post('/api/register', provider)).status).toBe(201)
  const registered = await new Client(server.url).post('/api/register', patient)
  expect(registered.status, registered.text).toBe(201)
  patientId = registered.body.profile.id
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A fresh browser context signed in as `email`, on its dashboard; closed after `check`. */
async function asSignedIn(email: string, home: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID' })
  try {
    const page = await context.newPage()
    await signInLive(page, server.url, email, provider.password, home)
    await check(page)
  } finally {
    await context.close()
  }
}

/** The API GETs the screen at `route` makes when it is opened afresh (a reload), the patient's id as `{patientId}`. */
async function requestsOnOpening(page: Page, route: string): Promise<string[]> {
  const seen: string[] = []
  const record = (request: { method(): string; url(): string }) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      seen.push((url.pathname + url.search).replaceAll(patientId, '{patientId}'))
  }
  page.on('request', record)
  await page.goto(server.url + route, { waitUntil: 'networkidle' })
  page.off('request', record)
  return seen.toSorted()
}

describe("the bench's screens are the app's", () => {
  it('the provider dashboard, the appointments page and the records screen ask for what screens.mjs lists', async () => {
    await asSignedIn(provider.email, '/provider', async (page) => {
      const dashboard = DASHBOARDS['provider-dashboard']
      expect(await requestsOnOpening(page, dashboard.route)).toEqual(Object.values(dashboard.requests).toSorted())
      expect(await requestsOnOpening(page, APPOINTMENTS_PAGE.route)).toEqual(APPOINTMENTS_PAGE.requests.toSorted())
      expect(APPOINTMENTS_PAGE.requests).toContain(`/api/appointments/list?status=ALL&limit=${APPOINTMENTS_PAGE.pageSize}`)
      expect(await requestsOnOpening(page, PROVIDER_RECORDS_PAGE.route)).toEqual(PROVIDER_RECORDS_PAGE.requests.toSorted())
    })
  })

  it('the patient dashboard asks for what screens.mjs lists', async () => {
    await asSignedIn(patient.email, '/patient', async (page) => {
      const dashboard = DASHBOARDS['patient-dashboard']
      expect(await requestsOnOpening(page, dashboard.route)).toEqual(Object.values(dashboard.requests).toSorted())
    })
  })
})
