import { describe, expect, it } from 'vitest'
import { CONSENT_DOCUMENTS } from '../contracts/consent-documents.js'
import { decideGive, decideWithdraw, isActive, type LedgerEntry } from './consent-rules.js'

const current = (kind: keyof typeof CONSENT_DOCUMENTS) => CONSENT_DOCUMENTS[kind].version
const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 'e1',
  kind: 'SATUSEHAT',
  action: 'GIVEN',
  version: current('SATUSEHAT'),
  ...over,
})

describe('giving a consent', () => {
  it('appends when nothing was given, or after a withdrawal', () => {
    expect(decideGive('TELEMEDICINE', current('TELEMEDICINE'), null)).toEqual({ ok: true, change: 'append' })
    expect(decideGive('SATUSEHAT', current('SATUSEHAT'), entry({ action: 'WITHDRAWN' }))).toEqual({ ok: true, change: 'append' })
  })

  it('changes nothing when the same version is already in force', () => {
    expect(decideGive('SATUSEHAT', current('SATUSEHAT'), entry())).toEqual({ ok: true, change: 'unchanged' })
  })

  it('appends a new entry when an older version is in force', () => {
    expect(decideGive('SATUSEHAT', current('SATUSEHAT'), entry({ version: '2020-01-v0' }))).toEqual({ ok: true, change: 'append' })
  })

  it('refuses a version other than the current text (422 on version)', () => {
    expect(decideGive('SATUSEHAT', '1999-v1', null)).toMatchObject({ ok: false, status: 422, field: 'version' })
  })
})

describe('withdrawing a consent', () => {
  it('withdraws the active telemedicine or SATUSEHAT consent', () => {
    expect(decideWithdraw(entry(), entry())).toEqual({ ok: true })
    const tele = entry({ kind: 'TELEMEDICINE', version: current('TELEMEDICINE') })
    expect(decideWithdraw(tele, tele)).toEqual({ ok: true })
  })

  it('never withdraws terms and privacy while the account exists', () => {
    const terms = entry({ kind: 'TERMS_PRIVACY', version: current('TERMS_PRIVACY') })
    expect(decideWithdraw(terms, terms)).toMatchObject({ ok: false, status: 409, message: 'consent.not_withdrawable' })
  })

  it('refuses an entry that is no longer the active one, or a withdrawal entry', () => {
    expect(decideWithdraw(entry(), entry({ id: 'e2', action: 'WITHDRAWN' }))).toMatchObject({
      status: 409,
      message: 'consent.not_active',
    })
    expect(decideWithdraw(entry(), entry({ id: 'e3' }))).toMatchObject({ status: 409 })
    const withdrawal = entry({ id: 'w', action: 'WITHDRAWN' })
    expect(decideWithdraw(withdrawal, withdrawal)).toMatchObject({ status: 409 })
  })

  it('treats an unknown or foreign entry as not found', () => {
    expect(decideWithdraw(null, null)).toMatchObject({ status: 404 })
  })

  it('a kind is active only while its newest entry gives it', () => {
    expect(isActive(null)).toBe(false)
    expect(isActive({ action: 'GIVEN' })).toBe(true)
    expect(isActive({ action: 'WITHDRAWN' })).toBe(false)
  })
})
