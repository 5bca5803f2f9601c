import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client } from '../../../server/tests/helpers/http-client.js'
import { registerAccount } from '../../../server/tests/helpers/accounts.js'

let server: Awaited<ReturnType<typeof bootApp>>
let provider: Client
let admin: Client
let patient: Client

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  provider = (await registerAccount(server.url, 'PROVIDER')).client
  admin = (await registerAccount(server.url, 'ADMIN')).client
  patient = (await registerAccount(server.url, 'PATIENT')).client
})
afterAll(async () => server?.stop())

const search = (system: string, q: string, who = provider) =>
  who.get(`/api/terminology/search?system=${system}&q=${encodeURIComponent(q)}`)
const codes = (body: Array<{ code: string }>) => body.map((c) => c.code)

describe('GET /api/terminology/search (the starter set, loaded by migration)', () => {
  it('finds by code, exact code first: D.0077, I10, J06', async () => {
    const nyeri = await search('sdki', 'D.0077')
    expect(nyeri.status, nyeri.text).toBe(200)
    expect(nyeri.body[0]).toEqual({ system: 'sdki', code: 'D.0077', display: 'Nyeri Akut' })

    const hypertension = await search('icd10', 'I10')
    expect(hypertension.body[0]).toEqual({ system: 'icd10', code: 'I10', display: 'Hipertensi esensial (primer)' })

    // lower case, a code prefix
    expect(codes((await search('icd10', 'j06')).body)).toEqual(['J06.9'])
    expect(codes((await search('sdki', 'd.007')).body).slice(0, 3)).toEqual(['D.0074', 'D.0076', 'D.0077'])
  })

  it('matches words by prefix, case- and accent-insensitively, every word of the query', async () => {
    const nyeri = codes((await search('sdki', 'nyeri')).body)
    expect(nyeri).toEqual(['D.0077', 'D.0078'])
    expect(codes((await search('sdki', 'NYÉRI akut')).body)).toEqual(['D.0077'])
    expect(codes((await search('sdki', 'nye kro')).body)).toEqual(['D.0078'])
    // English names are searched too
    expect(codes((await search('icd10', 'diabetes')).body)).toContain('E11.9')
    expect(codes((await search('icd10', 'Diabetes melitus')).body)).toContain('E11.9')
    // a word inside a name, not only its first: "Pola Napas Tidak Efektif"
    expect(codes((await search('sdki', 'napas')).body)).toEqual(['D.0001', 'D.0005'])
    // a name that starts with the query ranks before one that merely contains its words
    const gastro = codes((await search('icd10', 'gastritis')).body)
    expect(gastro[0]).toBe('K29.7')
    expect(codes((await search('loinc', 'nadi')).body)).toContain('8867-4')
    expect((await search('sdki', 'tidak-ada-yang-cocok')).body).toEqual([])
    expect((await search('sdki', '%_')).body).toEqual([])
  })

  it('answers a capped page and says when more exists (Link rel="next"); the cursor belongs to its query', async () => {
    const first = await provider.get('/api/terminology/search?system=icd10&q=tidak&limit=5')
    expect(first.status, first.text).toBe(200)
    expect(first.body).toHaveLength(5)
    const link = first.headers.get('link')
    expect(link).toMatch(/rel="next"/)
    const next = /<([^>]+)>/.exec(link!)![1]
    const second = await provider.get(next)
    expect(second.status, second.text).toBe(200)
    expect(second.body).toHaveLength(5)
    expect(codes(second.body).some((c) => codes(first.body).includes(c))).toBe(false)
    const cursor = new URL(next, server.url).searchParams.get('cursor')!
    const wrong = await provider.get(`/api/terminology/search?system=icd10&q=nyeri&cursor=${cursor}`)
    expect(wrong.status).toBe(400)
    const big = await provider.get('/api/terminology/search?system=icd10&q=a&limit=1000')
    expect(big.body.length).toBeLessThanOrEqual(100)
    const last = await search('sdki', 'D.0077')
    expect(last.headers.get('link')).toBeNull()
  })

  it('refuses a bad system or query with 422 naming the field', async () => {
    const bad = await provider.get('/api/terminology/search?system=snomed&q=nyeri')
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['system'])
    const empty = await provider.get('/api/terminology/search?system=sdki&q=%20')
    expect(empty.status).toBe(422)
    expect(empty.body.errors.map((e: { field: string }) => e.field)).toEqual(['q'])
    const long = await provider.get(`/api/terminology/search?system=sdki&q=${'a'.repeat(101)}`)
    expect(long.status).toBe(422)
  })

  it('is for providers and admins only', async () => {
    expect((await search('sdki', 'nyeri', admin)).status).toBe(200)
    expect((await search('sdki', 'nyeri', patient)).status).toBe(403)
    expect((await search('sdki', 'nyeri', new Client(server.url))).status).toBe(401)
  })
})

describe('GET /api/terminology/sdki/:code', () => {
  it('answers the diagnosis with its SLKI outcomes (with expectation) and SIKI interventions', async () => {
    const res = await provider.get('/api/terminology/sdki/D.0077')
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ system: 'sdki', code: 'D.0077', display: 'Nyeri Akut', active: true })
    expect(res.body.outcomes).toEqual([{ system: 'slki', code: 'L.08066', display: 'Tingkat Nyeri', expectation: 'MENURUN' }])
    expect(res.body.interventions.map((i: { code: string }) => i.code)).toEqual(['I.08238', 'I.08243'])
    expect(res.body.interventions[0]).toEqual({ system: 'siki', code: 'I.08238', display: 'Manajemen Nyeri' })
    // lower case in the path is the same code
    expect((await provider.get('/api/terminology/sdki/d.0080')).body.outcomes[0].code).toBe('L.09093')
  })

  it('answers 404 with the catalogue message for an unknown or malformed code', async () => {
    for (const code of ['D.9999', 'nyeri', 'L.08066']) {
      const res = await provider.get(`/api/terminology/sdki/${code}`, { 'Accept-Language': 'id' })
      expect(res.status, code).toBe(404)
      expect(res.body.message).toBe('Diagnosis keperawatan tidak ada di katalog SDKI')
    }
    expect((await patient.get('/api/terminology/sdki/D.0077')).status).toBe(403)
  })
})
