import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../helpers/app.mjs'
import { Client, patientPayload } from '../helpers/http-client.js'

let server: Awaited<ReturnType<typeof bootApp>>
let tmp: string
const previousTmp = process.env.TMPDIR

async function userCount() {
  const { rows } = await server.db.rawQuery('SELECT count(*)::int AS n FROM users')
  return rows[0].n as number
}

/** A raw request: any method, headers and body (the Client always sends JSON). */
function send(method: string, url: string, body: RequestInit['body'], headers: Record<string, string> = {}) {
  return fetch(server.url + url, { method, headers, body, redirect: 'manual' }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    text: await res.text(),
  }))
}

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  // The app's temp folder is this process's os.tmpdir(): a private one makes "no new file" exact.
  tmp = mkdtempSync(path.join(os.tmpdir(), 'telerawat-guard-'))
  process.env.TMPDIR = tmp
})
afterAll(async () => {
  process.env.TMPDIR = previousTmp
  if (previousTmp === undefined) delete process.env.TMPDIR
  rmSync(tmp, { recursive: true, force: true })
  await server?.stop()
})

describe('row 1: no body touches the disk before its route and caller are known', () => {
  it('refuses 3 MB anonymous multipart on /api/login, /api/register and /api/anything with 415, writing no temp file', async () => {
    const before = await userCount()
    for (const url of ['/api/login', '/api/register', '/api/anything']) {
      const form = new FormData()
      form.set('email', 'a@contoh.id')
      form.set('file', new Blob([Buffer.alloc(3 * 1024 * 1024, 7)]), 'besar.bin')
      const res = await send('POST', url, form)
      expect(res.status, url).toBe(415)
      expect(JSON.parse(res.text).errors[0].field).toBe('content-type')
    }
    expect(readdirSync(tmp)).toEqual([])
    expect(await userCount()).toBe(before)
  })

  it('anonymous multipart on the upload route is refused by authentication before any byte is stored', async () => {
    const form = new FormData()
    form.set('file', new Blob([Buffer.alloc(3 * 1024 * 1024, 7)]), 'besar.pdf')
    const res = await send('POST', '/api/upload', form)
    expect(res.status).toBe(401)
    expect(readdirSync(tmp)).toEqual([])
  })
})

describe('row 2: JSON depth and size', () => {
  it('JSON nested 5,000 deep is a 400, not a 500', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    for (const url of ['/api/login', '/api/register']) {
      const res = await send('POST', url, `{"email":${deep}}`, { 'content-type': 'application/json' })
      expect(res.status, url).toBe(400)
      expect(JSON.parse(res.text).message).toMatch(/terlalu dalam/)
    }
  })

  it('a body over 1 MB is a 413 with a JSON message', async () => {
    const big = JSON.stringify({ email: 'a@contoh.id', password: 'x'.repeat(2 * 1024 * 1024) })
    const res = await send('POST', '/api/login', big, { 'content-type': 'application/json' })
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text).message).toMatch(/terlalu besar/)
  })

  it('malformed JSON is a 400', async () => {
    const res = await send('POST', '/api/login', '{"email":', { 'content-type': 'application/json' })
    expect(res.status).toBe(400)
  })
})

describe('row 3: NUL and lone surrogates', () => {
  it('a NUL in fullName is a 422 naming the field, and nothing is created', async () => {
    const before = await userCount()
    const res = await new Client(server.url).post('/api/register', patientPayload({ fullName: 'Siti\u0000Aminah' }))
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([{ field: 'fullName', message: expect.any(String) }])
    expect(await userCount()).toBe(before)
  })

  it('a lone surrogate (raw JSON escape) in a nested field is a 422 naming its path', async () => {
    const body = '{"email":"a@contoh.id","password":"x","extra":{"list":["ok","\\ud800"]}}'
    const res = await send('POST', '/api/login', body, { 'content-type': 'application/json' })
    expect(res.status).toBe(422)
    expect(JSON.parse(res.text).errors[0].field).toBe('extra.list.1')
  })

  it('?search=%00 on the admin search is a 422 before any handler (even before authentication)', async () => {
    const res = await send('GET', '/api/admin/users?search=%00', undefined)
    expect(res.status).toBe(422)
    expect(JSON.parse(res.text).errors[0].field).toBe('search')
  })

  it('a __proto__ key is refused', async () => {
    const res = await send('POST', '/api/login', '{"__proto__":{"admin":true}}', { 'content-type': 'application/json' })
    expect(res.status).toBe(422)
  })
})

describe('row 7: login CSRF', () => {
  it('form-encoded POST /api/login from https://evil.example is refused without a cookie', async () => {
    const body = new URLSearchParams({ email: 'andi@contoh.id', password: 'Pasien123!' })
    const res = await send('POST', '/api/login', body, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('form-encoded POST /api/login without Origin is a 415, no cookie', async () => {
    const body = new URLSearchParams({ email: 'andi@contoh.id', password: 'Pasien123!' })
    const res = await send('POST', '/api/login', body)
    expect(res.status).toBe(415)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('JSON with a foreign Origin or Sec-Fetch-Site: cross-site is a 403; same origin passes', async () => {
    const payload = patientPayload()
    const json = { 'content-type': 'application/json' }
    const evil = await send('POST', '/api/register', JSON.stringify(payload), { ...json, origin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    const crossSite = await send('POST', '/api/register', JSON.stringify(payload), { ...json, 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const own = await send('POST', '/api/register', JSON.stringify(payload), {
      ...json,
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    })
    expect(own.status).toBe(201)
  })

  it('text/plain (a simple cross-site request) is a 415; a bodiless POST /api/logout still works', async () => {
    const res = await send('POST', '/api/login', '{"email":"a@contoh.id","password":"x"}', { 'content-type': 'text/plain' })
    expect(res.status).toBe(415)
    expect((await send('POST', '/api/logout', undefined)).status).toBe(204)
  })
})
