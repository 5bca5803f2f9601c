import { describe, expect, it } from 'vitest'
import { tokenExpiry, tokenProblem, type StoredToken, type TokenOwner } from './account-tokens.js'

const now = new Date('2026-11-23T10:00:00Z')
const token = (over: Partial<StoredToken> = {}): StoredToken => ({
  purpose: 'RESET',
  email: 'siti@contoh.id',
  expiresAt: new Date(now.getTime() + 60_000),
  usedAt: null,
  ...over,
})
const owner: TokenOwner = { email: 'siti@contoh.id', status: 'ACTIVE', anonymised: false }

describe('one-time e-mail links', () => {
  it('live for 30 minutes (reset), 48 hours (verify), 7 days (invite)', () => {
    expect(tokenExpiry('RESET', now).toISOString()).toBe('2026-11-23T10:30:00.000Z')
    expect(tokenExpiry('VERIFY_EMAIL', now).toISOString()).toBe('2026-11-25T10:00:00.000Z')
    expect(tokenExpiry('INVITE', now).toISOString()).toBe('2026-11-30T10:00:00.000Z')
  })

  it('a fresh token of the right purpose is redeemable', () => {
    expect(tokenProblem(token(), owner, ['RESET', 'INVITE'], now)).toBeNull()
  })

  it('refuses unknown, other purposes, used, expired, and tokens of a changed or closed account', () => {
    expect(tokenProblem(null, null, ['RESET'], now)).toBe('unknown')
    expect(tokenProblem(token({ purpose: 'VERIFY_EMAIL' }), owner, ['RESET'], now)).toBe('wrong_purpose')
    expect(tokenProblem(token({ usedAt: now }), owner, ['RESET'], now)).toBe('used')
    expect(tokenProblem(token({ expiresAt: now }), owner, ['RESET'], now)).toBe('expired')
    expect(tokenProblem(token(), { ...owner, email: 'baru@contoh.id' }, ['RESET'], now)).toBe('account_changed')
    expect(tokenProblem(token(), { ...owner, status: 'SUSPENDED' }, ['RESET'], now)).toBe('account_changed')
    expect(tokenProblem(token(), { ...owner, anonymised: true }, ['RESET'], now)).toBe('account_changed')
  })
})
