import { describe, expect, it } from 'vitest'
import { statsContribution } from './admin-stats.js'

describe('statsContribution', () => {
  it('counts active providers, patients and suspended accounts', () => {
    expect(statsContribution({ role: 'PROVIDER', status: 'ACTIVE' })).toEqual({
      totalUsers: 1,
      activeProviders: 1,
      patients: 0,
      suspended: 0,
      unverifiedProviders: 1,
    })
    expect(statsContribution({ role: 'PROVIDER', status: 'SUSPENDED' })).toEqual({
      totalUsers: 1,
      activeProviders: 0,
      patients: 0,
      suspended: 1,
      unverifiedProviders: 0,
    })
    expect(statsContribution({ role: 'PATIENT', status: 'SUSPENDED' })).toEqual({
      totalUsers: 1,
      activeProviders: 0,
      patients: 1,
      suspended: 1,
      unverifiedProviders: 0,
    })
    expect(statsContribution({ role: 'ADMIN', status: 'ACTIVE' })).toEqual({
      totalUsers: 1,
      activeProviders: 0,
      patients: 0,
      suspended: 0,
      unverifiedProviders: 0,
    })
  })

  it('counts an active provider as waiting for verification until verified_at is set', () => {
    expect(
      statsContribution({ role: 'PROVIDER', status: 'ACTIVE', verified_at: '2026-01-01T00:00:00.000Z' }).unverifiedProviders
    ).toBe(0)
    expect(statsContribution({ role: 'PROVIDER', status: 'ACTIVE', verified_at: null }).unverifiedProviders).toBe(1)
    expect(statsContribution({ role: 'PROVIDER', status: 'SUSPENDED', verified_at: null }).unverifiedProviders).toBe(0)
  })
})
