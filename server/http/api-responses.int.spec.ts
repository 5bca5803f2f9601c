import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { Client } from '../tests/helpers/http-client.js'
import { book, newPatient, newProvider, slotAt, type Account } from '../../modules/scheduling/tests/fixtures.js'

let app: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let providerIds: string[]
const SLOTS = ['09:00', '10:30', '14:00', '15:30', '16:00']
let nextSlot = 0
/** A free slot: five a day from the day after tomorrow on, with the first provider. */
const freeSlot = () => {
  const i = nextSlot++
  return slotAt(2 + Math.floor(i / SLOTS.length), SLOTS[i % SLOTS.length])
}

/** A raw GET (fetch would decompress on its own): status, headers and the undecoded body. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(app.url + path, { headers: { accept: 'application/json', cookie: patient.client.cookieHeader, ...headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

beforeAll(async () => {
  app = await bootApp()
  await resetDatabase(app.db)
  const providers = await Promise.all(Array.from({ length: 12 }, (_, i) => newProvider(app.url, { displayName: `Ns. Penyedia ${i}` })))
  providerIds = providers.map((p) => p.user.profile.id)
  patient = await newPatient(app.url)
})
afterAll(async () => app?.stop())

describe('ETags and caching of API reads', () => {
  it('304 on an unchanged list; 200 with a new ETag after a booking', async () => {
    const first = await patient.client.get('/api/appointments')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await patient.client.get('/api/appointments', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect((await book(patient, providerIds[0], freeSlot())).status).toBe(201)
    const after = await patient.client.get('/api/appointments', { 'if-none-match': etag })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(after.body).toHaveLength(first.body.length + 1)
  })

  it('JSON above 1 KB is compressed when accepted and decodes to the same JSON', async () => {
    const plain = await rawGet('/api/providers', { 'accept-encoding': 'identity' })
    expect(plain.status).toBe(200)
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await rawGet('/api/providers', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/i)
    expect(br.body.length).toBeLessThan(plain.body.length)
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    const gz = await rawGet('/api/providers', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    // each representation has its own ETag, and any of them revalidates
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    expect((await rawGet('/api/providers', { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag! })).status).toBe(304)
  })

  it('a kept list page is compressed once and never served stale after a change', async () => {
    const path = '/api/appointments/list?status=ALL&limit=50'
    while ((await rawGet(path, { 'accept-encoding': 'identity' })).body.length <= 1024) {
      expect((await book(patient, providerIds[1], freeSlot())).status).toBe(201)
    }
    const decoded = async (encoding: 'br' | 'gzip') => {
      const res = await rawGet(path, { 'accept-encoding': encoding })
      expect(res.headers['content-encoding']).toBe(encoding)
      return JSON.parse((encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body)).toString())
    }
    const plain = JSON.parse((await rawGet(path, { 'accept-encoding': 'identity' })).body.toString())
    for (const encoding of ['br', 'gzip', 'br', 'gzip'] as const) expect(await decoded(encoding)).toEqual(plain)
    expect((await book(patient, providerIds[2], freeSlot())).status).toBe(201)
    const after = JSON.parse((await rawGet(path, { 'accept-encoding': 'identity' })).body.toString())
    expect(after.items).toHaveLength(plain.items.length + 1)
    for (const encoding of ['br', 'gzip'] as const) expect(await decoded(encoding)).toEqual(after)
  })

  it('the health probe sets no session cookie', async () => {
    const res = await new Client(app.url).get('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/)
  })
})

describe('read your own writes without the client sending X-Min-Position', () => {
  it('books then lists at once and sees the booking, 20 times in a row', async () => {
    for (let i = 0; i < 20; i++) {
      const booked = await book(patient, providerIds[i % providerIds.length], freeSlot())
      expect(booked.status, booked.text).toBe(201)
      // the position itself, unsigned: a forged one only makes this browser's own reads wait, bounded
      const position = booked.headers.get('x-event-position')
      expect(booked.headers.getSetCookie().some((c) => c.startsWith(`telerawat-pos=${position};`))).toBe(true)
      const list = await patient.client.get('/api/appointments?limit=100')
      expect(list.status).toBe(200)
      expect(list.body.map((a: { id: string }) => a.id)).toContain(booked.body.id)
    }
  })

  it('a position that does not exist, or of an event the projection does not read, answers at once', async () => {
    const { rows } = await app.db.rawQuery(
      `INSERT INTO event_log (id, type, version, module, aggregate_type, aggregate_id, payload, published_at)
       VALUES (gen_random_uuid(), 'TestOnlyNoted', 1, 'test', 'Test', 'x', '{}', now()) RETURNING position`
    )
    for (const position of [String(rows[0].position), '999999999999']) {
      const started = performance.now()
      const res = await patient.client.get('/api/appointments', { 'x-min-position': position })
      expect(res.status).toBe(200)
      expect(performance.now() - started).toBeLessThan(500) // generous: only proves there is no 2 s wait
    }
  })
})
