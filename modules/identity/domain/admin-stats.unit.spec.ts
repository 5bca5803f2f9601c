import { describe, expect, it } from 'vitest'
import { statsContribution } from './admin-stats.js'

describe('statsContribution', () => {
  it('counts active providers, patients and suspended accounts', () => {
    expect(statsContribution({ role: 'PROVIDER', status: 'ACTIVE' })).toEqual({ totalUsers: 1, activeProviders: 1, patients: 0, suspended: 0 })
    expect(statsContribution({ role: 'PROVIDER', status: 'SUSPENDED' })).toEqual({ totalUsers: 1, activeProviders: 0, patients: 0, suspended: 1 })
    expect(statsContribution({ role: 'PATIENT', status: 'SUSPENDED' })).toEqual({ totalUsers: 1, activeProviders: 0, patients: 1, suspended: 1 })
    expect(statsContribution({ role: 'ADMIN', status: 'ACTIVE' })).toEqual({ totalUsers: 1, activeProviders: 0, patients: 0, suspended: 0 })
  })
})
