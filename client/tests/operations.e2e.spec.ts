import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import pg from 'pg'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { Client } from '../../server/tests/helpers/http-client.js'

/** Issue 14 item 1: the operations page — a dead letter retried after the fix, a replay with its bar. */

let server: ServerProcess
let browser: Browser
let sql: pg.Client
let patientId: string
let badEventId: string

const ADMIN = { email: 'admin.operasi@contoh.id', password: 'AdminRahasia1', fullName: 'Admin Operasi' }
const CONSUMER = 'identity.admin-users'

async function register(body: Record<string, unknown>) {
  const res = await fetch(server.url + '/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'rahasia123', acceptTerms: true, ...body }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json()
}

async function adminPage(width: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL('**/admin')
  return page
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, name)
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  // small replay pages: the bar moves visibly through a few thousand events
  server = await startServerProcess({ OPERATIONS_REPLAY_BATCH_SIZE: '50' })
  browser = await launchBrowser()
  sql = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await sql.connect()
  await register({ ...ADMIN, role: 'ADMIN' })
  patientId = (await register({ email: 'sari.operasi@contoh.id', role: 'PATIENT', fullName: 'Sari Operasi' })).id
  await sql.query(
    `INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload)
     SELECT u.id, 'UserRegistered', 1, 'identity', 'user', u.id::text,
            jsonb_build_object('userId', u.id, 'email', 'seed.' || u.id || '@contoh.id', 'role', 'PATIENT', 'status', 'ACTIVE',
                               'name', 'Pasien Seed', 'profileId', null, 'createdAt', now())
       FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, 3000)) u`
  )
  await sql.query(`SELECT pg_notify('telerawat_outbox', '0')`)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sql?.end()
})

describe('operations journey', () => {
  it('a dead letter made by an invalid event is retried after the fix', async () => {
    const page = await adminPage(1280)
    await page.getByTestId('open-operations').click()
    await page.waitForURL('**/admin/operasi')
    await page.getByTestId('live-indicator').getByText('Langsung').waitFor()

    // an invalid event arrives while the page is open: its dead letter shows up live
    const bad = await sql.query(
      `INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload)
       VALUES (gen_random_uuid(), 'UserSuspended', 1, 'identity', 'user', $1, $2::jsonb) RETURNING id`,
      [patientId, JSON.stringify({ userId: 'bukan-uuid', email: 'sari.operasi@contoh.id', role: 'PATIENT' })]
    )
    badEventId = bad.rows[0].id
    await sql.query(`SELECT pg_notify('telerawat_outbox', '0')`)
    await page.getByTestId('dead-letter-consumer').selectOption(CONSUMER)
    const row = page.getByTestId('dead-letter-row').filter({ hasText: 'UserSuspended' })
    await row.waitFor({ timeout: 20_000 })
    await page.getByTestId(`consumer-${CONSUMER}`).getByText('Gagal').waitFor({ timeout: 10_000 })

    await row.getByTestId('open-dead-letter').click()
    const dialog = page.getByTestId('dead-letter-dialog')
    await dialog.getByText('Invalid event UserSuspended').first().waitFor()
    await expect.poll(() => dialog.getByTestId('dead-letter-payload').textContent()).toContain('bukan-uuid')

    // before the fix the consumer refuses it again; the attempt's error is shown
    await dialog.getByTestId('retry-dead-letter').click()
    await dialog.getByTestId('last-retry-error').waitFor()
    await screenshot(page, 'operations-dead-letter-1280')

    // the fix: the row corrected; Retry applies it
    await sql.query(`UPDATE event_log SET payload = jsonb_set(payload, '{userId}', to_jsonb($1::text)) WHERE id = $2`, [
      patientId,
      badEventId,
    ])
    await dialog.getByTestId('retry-dead-letter').click()
    await dialog.getByText('Dicoba ulang').waitFor()
    const projected = await sql.query(`SELECT status FROM rm_admin_users WHERE user_id = $1`, [patientId])
    expect(projected.rows[0].status).toBe('SUSPENDED')
    await dialog.getByRole('button', { name: 'Tutup' }).first().click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByTestId(`consumer-${CONSUMER}`).getByText('Berjalan').waitFor({ timeout: 10_000 })

    // the event browser follows it: applied for the projection
    await page.getByTestId('event-search-aggregateId').fill(patientId)
    await page.getByTestId('event-search').click()
    const eventRow = page.getByTestId('event-row').filter({ hasText: 'UserSuspended' })
    await eventRow.waitFor()
    await eventRow.getByText(`${CONSUMER}: diterapkan`).waitFor()
    await page.context().close()
  }, 120_000)

  it('a replay runs with its progress bar, and the page fits 390 px', async () => {
    const page = await adminPage(1280)
    await page.goto(`${server.url}/admin/operasi`)
    await page.getByTestId('live-indicator').getByText('Langsung').waitFor()
    await page.getByTestId('replay-projection').selectOption(CONSUMER)
    await page.getByTestId('start-replay').click()
    const progress = page.getByTestId('replay-progress')
    await progress.waitFor()
    // progress arrives over the socket while it runs; then it ends with processed = total
    const counts: string[] = []
    for (let i = 0; i < 400; i++) {
      counts.push((await page.getByTestId('replay-counts').textContent()) ?? '')
      if ((await progress.getAttribute('data-state')) !== 'running') break
      if (i === 2) await screenshot(page, 'operations-replay-running-1280')
      await page.waitForTimeout(25)
    }
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 60_000 }).toBe('done')
    const final = (await page.getByTestId('replay-counts').textContent())!
    const [processed, total] = final.split('/').map((s) => Number(s.replace(/\D/g, '')))
    expect(processed).toBe(total)
    expect(processed).toBeGreaterThan(3000)
    const seen = counts.map((c) => Number(c.split('/')[0].replace(/\D/g, '')))
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1])
    await shoot(page, 'operations-1280')

    const narrow = await adminPage(390)
    await narrow.goto(`${server.url}/admin/operasi`)
    await narrow.getByTestId('replay-progress').waitFor()
    await narrow.getByTestId(`consumer-${CONSUMER}`).waitFor()
    const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shoot(narrow, 'operations-390')
    expect(cspViolations).toEqual([])
  }, 120_000)

  // issue 24: the event browser shows patient fields redacted; one event is revealed only with a reason
  it('patient data in an event stays hidden until revealed with a reason', async () => {
    const patient = new Client(server.url)
    const registered = await patient.post('/api/register', {
      email: 'rina.ungkap@contoh.id',
      password: 'rahasia123',
      acceptTerms: true,
      role: 'PATIENT',
      fullName: 'Rina Ungkap',
    })
    expect(registered.status, registered.text).toBe(201)
    expect((await patient.patch('/api/profile', { occupation: 'Pemandu Selam Rahasia' })).status).toBe(200)

    const page = await adminPage(1280)
    await page.goto(`${server.url}/admin/operasi`)
    await page.getByTestId('event-search-type').fill('PatientProfileUpdated')
    await page.getByTestId('event-search-aggregateId').fill(registered.body.id)
    await page.getByTestId('event-search').click()
    // newest first: the occupation change (registration may have written an earlier one)
    const row = page.getByTestId('event-row').filter({ hasText: 'PatientProfileUpdated' }).first()
    await row.waitFor()
    await row.locator('summary').click()
    expect(await row.getByTestId('event-payload').textContent()).not.toContain('Pemandu Selam Rahasia')
    await row.getByLabel('Alasan membuka data pasien').fill('Periksa proyeksi profil pasien')
    await row.getByRole('button', { name: 'Buka dengan alasan' }).click()
    await expect.poll(() => row.getByTestId('event-payload').textContent()).toContain('Pemandu Selam Rahasia')
    await page.context().close()
  }, 60_000)
})
