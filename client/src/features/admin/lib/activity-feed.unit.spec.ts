import { describe, expect, it } from 'vitest'
import { activityKind } from './activity-feed'

describe('activityKind', () => {
  it.each([
    ['UserRegistered', undefined, 'registered'],
    ['user.registered', undefined, 'registered'],
    ['UserEmailChanged', undefined, 'emailChanged'],
    ['UserSuspended', undefined, 'suspended'],
    ['UserUnsuspended', undefined, 'activated'],
    ['UserReactivated', undefined, 'activated'],
    ['UserDeactivated', undefined, 'suspended'],
    ['UserActivated', undefined, 'activated'],
    ['UserDeleted', undefined, 'deleted'],
    ['UserAnonymised', undefined, 'deleted'],
    ['UserStatusChanged', 'SUSPENDED', 'suspended'],
    ['UserStatusChanged', 'ACTIVE', 'activated'],
    ['UserProfileUpdated', undefined, 'updated'],
    ['ProviderVerified', 'ACTIVE', 'verified'],
    ['ProviderStrNumberChanged', 'ACTIVE', 'updated'],
  ] as const)('%s (%s) -> %s', (type, status, kind) => {
    expect(activityKind(type, status)).toBe(kind)
  })
})
