import { describe, expect, it } from 'vitest'
import { statsContribution } from './admin-stats.js'

describe('statsContribution', () => {
  const counted = (totalUsers: number, activeProviders: number, patients: number, suspended: number, unverifiedProviders: number) => ({
    totalUsers,
    activeProviders,
    patients,
    suspended,
    unverifiedProviders,
  })
  it.each([
    [{ role: 'PROVIDER', status: 'ACTIVE' }, counted(1, 1, 0, 0, 1)],
    [{ role: 'PROVIDER', status: 'SUSPENDED' }, counted(1, 0, 0, 1, 0)],
    [{ role: 'PATIENT', status: 'SUSPENDED' }, counted(1, 0, 1, 1, 0)],
    [{ role: 'ADMIN', status: 'ACTIVE' }, counted(1, 0, 0, 0, 0)],
  ] as const)('counts active providers, patients and suspended accounts: %o', (row, expected) => {
    expect(statsContribution(row)).toEqual(expected)
  })

  it('counts an active provider as waiting for verification until verified_at is set', () => {
    expect(
      statsContribution({ role: 'PROVIDER', status: 'ACTIVE', verified_at: '2026-01-01T00:00:00.000Z' }).unverifiedProviders
    ).toBe(0)
    expect(statsContribution({ role: 'PROVIDER', status: 'ACTIVE', verified_at: null }).unverifiedProviders).toBe(1)
    expect(statsContribution({ role: 'PROVIDER', status: 'SUSPENDED', verified_at: null }).unverifiedProviders).toBe(0)
  })
})
