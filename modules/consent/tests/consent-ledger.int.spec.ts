import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client, patientPayload } from '../../../server/tests/helpers/http-client.js'
import { registerAccount, type Account } from '../../../server/tests/helpers/accounts.js'
import { CONSENT_DOCUMENTS, SUPERSEDED_CONSENT_DOCUMENTS } from '#modules/consent/contracts/consent-documents'
import { textHash } from '../document-hash.js'

// read after the app booted (the module's door imports AdonisJS services)
let hasActiveConsent: typeof import('#modules/consent/index').hasActiveConsent

let server: Awaited<ReturnType<typeof bootApp>>
let patientA: Account
let patientB: Account
let provider: Account

const give = (account: Account, kind: keyof typeof CONSENT_DOCUMENTS) =>
  account.client.post('/api/consents', { kind, version: CONSENT_DOCUMENTS[kind].version })

beforeAll(async () => {
  server = await bootApp()
  ;({ hasActiveConsent } = await server.import('#modules/consent/index'))
  await resetDatabase(server.db)
  patientA = await registerAccount(server.url, 'PATIENT')
  patientB = await registerAccount(server.url, 'PATIENT')
  provider = await registerAccount(server.url, 'PROVIDER')
})
afterAll(async () => server?.stop())

describe('consent ledger', () => {
  it('registration records the terms-and-privacy consent as the first entry, with its event', async () => {
    const res = await patientA.client.get('/api/consents')
    expect(res.status, res.text).toBe(200)
    expect(res.body.items).toHaveLength(1)
    expect(res.body.items[0]).toMatchObject({
      kind: 'TERMS_PRIVACY',
      action: 'GIVEN',
      version: CONSENT_DOCUMENTS.TERMS_PRIVACY.version,
      active: true,
      withdrawable: false,
    })
    expect(res.body.items[0].documentHash).toMatch(/^[0-9a-f]{64}$/)
    expect(res.body.status.TELEMEDICINE.activeEntryId).toBeNull()
    const events = await server.db.from('event_log').where({ type: 'ConsentGiven', aggregate_id: patientA.user.id })
    expect(events.map((e: { payload: { kind: string } }) => e.payload.kind)).toEqual(['TERMS_PRIVACY'])
    // providers accept the terms too (the ledger keeps theirs), but read no patient ledger
    expect(await hasActiveConsent(provider.user.id, 'TERMS_PRIVACY')).toBe(true)
  })

  it("the spec's client sends no acceptTerms (its form requires the box): given; an explicit false is refused", async () => {
    const { acceptTerms: _omitted, ...specPayload } = patientPayload()
    const spec = await new Client(server.url).post('/api/register', specPayload)
    expect(spec.status, spec.text).toBe(201)
    expect(await hasActiveConsent(spec.body.id, 'TERMS_PRIVACY')).toBe(true)
    const before = await server.db.from('consent_entries').count('* as n').first()
    const refused = await new Client(server.url).post('/api/register', patientPayload({ acceptTerms: false }))
    expect(refused.status).toBe(422)
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['acceptTerms'])
    expect(await server.db.from('consent_entries').count('* as n').first()).toEqual(before)
  })

  it('gives a consent (201, one event); giving it again changes nothing (200)', async () => {
    const first = await give(patientA, 'SATUSEHAT')
    expect(first.status, first.text).toBe(201)
    expect(first.body.status.SATUSEHAT.activeEntryId).toBe(first.body.entryId)
    expect(await hasActiveConsent(patientA.user.id, 'SATUSEHAT')).toBe(true)
    const again = await give(patientA, 'SATUSEHAT')
    expect(again.status).toBe(200)
    expect(again.body.entryId).toBe(first.body.entryId)
    const events = await server.db.from('event_log').where({ type: 'ConsentGiven', aggregate_id: patientA.user.id })
    expect(events.filter((e: { payload: { kind: string } }) => e.payload.kind === 'SATUSEHAT')).toHaveLength(1)
  })

  it('refuses a bad kind or a version other than the current text (422 naming the field), nothing appended', async () => {
    const before = await server.db.from('consent_entries').count('* as n').first()
    const badKind = await patientA.client.post('/api/consents', { kind: 'MARKETING', version: 'x' })
    expect(badKind.status).toBe(422)
    expect(badKind.body.errors.map((e: { field: string }) => e.field)).toContain('kind')
    const badVersion = await patientA.client.post('/api/consents', { kind: 'TELEMEDICINE', version: '1999-v0' })
    expect(badVersion.status, badVersion.text).toBe(422)
    expect(badVersion.body.errors.map((e: { field: string }) => e.field)).toEqual(['version'])
    expect(await server.db.from('consent_entries').count('* as n').first()).toEqual(before)
  })

  it('withdraws at once (an appended entry and ConsentWithdrawn); a second withdrawal is 409', async () => {
    const given = await give(patientA, 'TELEMEDICINE')
    expect(given.status).toBe(201)
    const res = await patientA.client.post(`/api/consents/${given.body.entryId}/withdraw`)
    expect(res.status, res.text).toBe(201)
    expect(res.body.status.TELEMEDICINE.activeEntryId).toBeNull()
    expect(await hasActiveConsent(patientA.user.id, 'TELEMEDICINE')).toBe(false)
    const [event] = await server.db.from('event_log').where({ type: 'ConsentWithdrawn', aggregate_id: patientA.user.id })
    expect(event.payload).toMatchObject({ kind: 'TELEMEDICINE', withdrawsEntryId: given.body.entryId, entryId: res.body.entryId })
    expect((await patientA.client.post(`/api/consents/${given.body.entryId}/withdraw`)).status).toBe(409)
    // both entries stay in the ledger, newest first
    const ledger = (await patientA.client.get('/api/consents')).body.items
    expect(ledger.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['WITHDRAWN', 'GIVEN'])
    // given again later: a new entry, in force again
    expect((await give(patientA, 'TELEMEDICINE')).status).toBe(201)
    expect(await hasActiveConsent(patientA.user.id, 'TELEMEDICINE')).toBe(true)
  })

  it('terms and privacy cannot be withdrawn while the account exists (409)', async () => {
    const terms = (await patientA.client.get('/api/consents')).body.status.TERMS_PRIVACY.activeEntryId
    const res = await patientA.client.post(`/api/consents/${terms}/withdraw`)
    expect(res.status, res.text).toBe(409)
    expect(await hasActiveConsent(patientA.user.id, 'TERMS_PRIVACY')).toBe(true)
  })

  it("one patient can neither read nor withdraw another's consents (404, nothing appended)", async () => {
    const aSatusehat = (await patientA.client.get('/api/consents')).body.status.SATUSEHAT.activeEntryId
    const before = await server.db.from('consent_entries').count('* as n').first()
    expect((await patientB.client.post(`/api/consents/${aSatusehat}/withdraw`)).status).toBe(404)
    expect((await patientB.client.post('/api/consents/not-a-uuid/withdraw')).status).toBe(404)
    expect(await server.db.from('consent_entries').count('* as n').first()).toEqual(before)
    const ledgerB = (await patientB.client.get('/api/consents')).body.items
    expect(ledgerB.map((e: { id: string }) => e.id)).not.toContain(aSatusehat)
    expect(await hasActiveConsent(patientA.user.id, 'SATUSEHAT')).toBe(true)
    // and the ledger is the patient's: providers, admins and strangers are refused
    expect((await provider.client.get('/api/consents')).status).toBe(403)
    expect((await new Client(server.url).get('/api/consents')).status).toBe(401)
  })

  it('a telemedicine consent given to v1 ("by video") stays in force; v1 is no longer given; the neutral v2 is appended', async () => {
    const patient = await registerAccount(server.url, 'PATIENT')
    const v1 = SUPERSEDED_CONSENT_DOCUMENTS.find((d) => d.kind === 'TELEMEDICINE')!
    await server.db.rawQuery(
      `INSERT INTO consent_entries (user_id, kind, action, version, document_hash, actor_user_id, actor_role) VALUES (?, 'TELEMEDICINE', 'GIVEN', ?, ?, ?, 'PATIENT')`,
      [patient.user.id, v1.version, textHash(v1), patient.user.id]
    )
    expect(await hasActiveConsent(patient.user.id, 'TELEMEDICINE')).toBe(true)
    expect((await patient.client.get('/api/consents')).body.status.TELEMEDICINE.version).toBe(v1.version)
    const outdated = await patient.client.post('/api/consents', { kind: 'TELEMEDICINE', version: v1.version })
    expect(outdated.status, outdated.text).toBe(422)
    expect(outdated.body.errors.map((e: { field: string }) => e.field)).toEqual(['version'])
    expect((await give(patient, 'TELEMEDICINE')).status).toBe(201)
    const ledger = (await patient.client.get('/api/consents')).body
    expect(ledger.status.TELEMEDICINE.version).toBe(CONSENT_DOCUMENTS.TELEMEDICINE.version)
    const [v2Entry, v1Entry] = ledger.items.filter((e: { kind: string }) => e.kind === 'TELEMEDICINE')
    expect(v2Entry.documentHash).toBe(textHash(CONSENT_DOCUMENTS.TELEMEDICINE))
    expect(v1Entry).toMatchObject({ version: v1.version, documentHash: textHash(v1), active: false })
  })

  it('the ledger is append-only in the database: UPDATE and DELETE are refused', async () => {
    await expect(server.db.rawQuery(`UPDATE consent_entries SET action = 'GIVEN' WHERE action = 'WITHDRAWN'`)).rejects.toThrow(
      /append-only/
    )
    await expect(server.db.rawQuery(`DELETE FROM consent_entries`)).rejects.toThrow(/append-only/)
    await expect(
      server.db.rawQuery(
        `INSERT INTO consent_entries (user_id, kind, action, version, document_hash, actor_user_id, actor_role) VALUES (?, 'SATUSEHAT', 'WITHDRAWN', 'v', 'h', ?, 'PATIENT')`,
        [patientA.user.id, patientA.user.id]
      )
    ).rejects.toThrow(/withdrawal_points_back/)
  })

  it('pages the ledger with a cursor, newest first', async () => {
    const first = await patientA.client.get('/api/consents?limit=2')
    expect(first.body.items).toHaveLength(2)
    expect(first.body.nextCursor).toBeTruthy()
    const rest = await patientA.client.get(`/api/consents?limit=100&cursor=${first.body.nextCursor}`)
    const all = [...first.body.items, ...rest.body.items]
    expect(all).toHaveLength(
      Number((await server.db.from('consent_entries').where('user_id', patientA.user.id).count('* as n').first()).n)
    )
    expect(new Set(all.map((e: { id: string }) => e.id)).size).toBe(all.length)
    expect((await patientA.client.get('/api/consents?cursor=zzz')).status).toBe(400)
  })
})
