import { describe, expect, it } from 'vitest'
import { canChangeEmail, canChangeStatus, canDeleteUser, canSelfRegister, canSignIn, displayNameOf } from './account-rules.js'

describe('account rules', () => {
  it('ADMIN self-registration only while no admin exists', () => {
    expect(canSelfRegister('ADMIN', false).ok).toBe(true)
    expect(canSelfRegister('ADMIN', true)).toMatchObject({ ok: false, status: 403 })
    expect(canSelfRegister('PATIENT', true).ok).toBe(true)
    expect(canSelfRegister('PROVIDER', true).ok).toBe(true)
  })

  it('suspended or anonymised accounts cannot sign in', () => {
    expect(canSignIn('ACTIVE', false).ok).toBe(true)
    expect(canSignIn('SUSPENDED', false)).toMatchObject({ ok: false, status: 403 })
    expect(canSignIn('ACTIVE', true)).toMatchObject({ ok: false, status: 403 })
  })

  it('admins are never deleted or suspended; nobody suspends themself', () => {
    expect(canDeleteUser('ADMIN')).toMatchObject({ ok: false, message: 'identity.cannot_delete_admin' })
    expect(canDeleteUser('PATIENT').ok).toBe(true)
    expect(canChangeStatus('a', 'a', 'PATIENT', 'SUSPENDED').ok).toBe(false)
    expect(canChangeStatus('a', 'b', 'ADMIN', 'SUSPENDED').ok).toBe(false)
    expect(canChangeStatus('a', 'b', 'PROVIDER', 'SUSPENDED').ok).toBe(true)
    expect(canChangeStatus('a', 'b', 'ADMIN', 'ACTIVE').ok).toBe(true)
    expect(canChangeEmail('a', 'b', 'ADMIN')).toMatchObject({ ok: false, status: 403 })
    expect(canChangeEmail('a', 'a', 'ADMIN').ok).toBe(true)
    expect(canChangeEmail('a', 'b', 'PROVIDER').ok).toBe(true)
  })

  it('display name: full name, else display name, else e-mail', () => {
    expect(displayNameOf({ fullName: 'Siti', email: 's@x.id' })).toBe('Siti')
    expect(displayNameOf({ displayName: 'Ns. Rahmat', email: 'r@x.id' })).toBe('Ns. Rahmat')
    expect(displayNameOf({ email: 'r@x.id' })).toBe('r@x.id')
  })
})
