import { describe, expect, it } from 'vitest'
import { foldAdminUsers, type AdminUserRow, type StatsDelta } from './admin-users-fold.js'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'
let position = 100
const event = (type: string, payload: Record<string, unknown>) => ({
  id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type,
  version: 1,
  aggregateType: 'user',
  aggregateId: payload.userId as string,
  payload,
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: new Date(Date.UTC(2025, 0, 1, 0, 0, position)).toISOString(),
  position: String(position++),
})
const registered = (userId: string, role: string) =>
  event('UserRegistered', {
    userId,
    email: `${userId.slice(0, 4)}@contoh.id`,
    role,
    status: 'ACTIVE',
    name: 'Nama',
    profileId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  })

const existing: AdminUserRow = {
  user_id: C,
  email: 'lama@contoh.id',
  name: 'Lama',
  role: 'PROVIDER',
  status: 'ACTIVE',
  profile_id: null,
  provider_role: 'Dokter',
  specialization: null,
  str_number: '3171000000000001',
  verified_at: '2024-01-02T00:00:00.000Z',
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  last_position: '5',
}

/** A mixed batch: registrations, a duplicate, e-mail changes, suspensions and a deletion. */
const batch = [
  registered(A, 'PATIENT'),
  registered(B, 'PROVIDER'),
  event('UserSuspended', { userId: B, email: 'x@contoh.id', role: 'PROVIDER' }),
  registered(A, 'PROVIDER'), // redelivered registration: ignored
  event('UserEmailChanged', { userId: A, email: 'baru@contoh.id' }),
  event('UserSuspended', { userId: C, email: 'x@contoh.id', role: 'PROVIDER' }),
  event('UserActivated', { userId: B, email: 'x@contoh.id', role: 'PROVIDER' }),
  event('UserSuspended', { userId: C, email: 'x@contoh.id', role: 'PROVIDER' }), // already suspended: no change
  event('UserDeleted', { userId: A, email: 'baru@contoh.id', role: 'PATIENT', anonymised: false }),
]

describe('admin users fold (set-based batch)', () => {
  it('gives the same rows and stat cards as applying the events one by one', () => {
    const initial = new Map([[C, existing]])
    const once = foldAdminUsers(initial, batch)

    let rows = new Map(initial)
    const stats: StatsDelta = { total_users: 0, active_providers: 0, patients: 0, suspended: 0, unverified_providers: 0 }
    for (const e of batch) {
      const step = foldAdminUsers(rows, [e])
      for (const [id, row] of step.finals) {
        if (row) rows.set(id, row)
        else rows.delete(id)
      }
      for (const k of Object.keys(stats) as Array<keyof StatsDelta>) stats[k] += step.stats[k]
      rows = new Map(rows)
    }
    const finalRows = new Map([...initial, ...[...once.finals].filter(([, r]) => r)] as Array<[string, AdminUserRow]>)
    for (const [id, row] of once.finals) if (!row) finalRows.delete(id)
    expect(finalRows).toEqual(rows)
    expect(once.stats).toEqual(stats)
  })

  it('folds each user to its final state', () => {
    const { finals, stats } = foldAdminUsers(new Map([[C, existing]]), batch)
    expect(finals.get(A)).toBeNull()
    expect(finals.get(B)).toMatchObject({ role: 'PROVIDER', status: 'ACTIVE', last_position: batch[6].position })
    expect(finals.get(C)).toMatchObject({ status: 'SUSPENDED', last_position: batch[5].position, email: 'lama@contoh.id' })
    // B joins as an active, not yet verified provider; C stops being an active provider and is suspended.
    expect(stats).toEqual({ total_users: 1, active_providers: 0, patients: 0, suspended: 1, unverified_providers: 1 })
  })

  it('an entered STR number waits for the admin; verifying clears the waiting count; a new number revokes it', () => {
    const strEntered = event('ProviderStrNumberChanged', {
      userId: B,
      email: 'b@contoh.id',
      profileId: C,
      strNumber: 'STR-1',
      verificationRevoked: false,
    })
    const verified = event('ProviderVerified', {
      userId: B,
      email: 'b@contoh.id',
      profileId: C,
      strNumber: 'STR-1',
      verifiedBy: A,
      verifiedAt: '2025-02-01T00:00:00.000Z',
    })
    const afterVerify = foldAdminUsers(new Map(), [registered(B, 'PROVIDER'), strEntered, verified])
    expect(afterVerify.finals.get(B)).toMatchObject({ str_number: 'STR-1', verified_at: '2025-02-01T00:00:00.000Z' })
    expect(afterVerify.stats.unverified_providers).toBe(0)
    const changed = event('ProviderStrNumberChanged', {
      userId: B,
      email: 'b@contoh.id',
      profileId: C,
      strNumber: 'STR-2',
      verificationRevoked: true,
    })
    const revoked = foldAdminUsers(new Map([[B, afterVerify.finals.get(B)!]]), [changed])
    expect(revoked.finals.get(B)).toMatchObject({ str_number: 'STR-2', verified_at: null })
    expect(revoked.stats.unverified_providers).toBe(1)
  })

  it('a name changed on the own profile reaches the admin table; other profile changes leave it', () => {
    const renamed = event('PatientProfileUpdated', {
      userId: A,
      profileId: C,
      medicalRecordNumber: 'RM-001001',
      changedFields: ['fullName'],
      changes: { fullName: 'Nama Baru' },
      demographics: { fullName: 'Nama Baru', dob: null, gender: null, phone: null },
    })
    const phoneOnly = event('PatientProfileUpdated', {
      userId: A,
      profileId: C,
      medicalRecordNumber: 'RM-001001',
      changedFields: ['phone'],
      changes: { phone: '+6281234567890' },
      demographics: { fullName: 'Nama Baru', dob: null, gender: null, phone: '+6281234567890' },
    })
    const provider = event('ProviderProfileUpdated', {
      userId: B,
      email: 'b@contoh.id',
      profileId: C,
      changedFields: ['displayName', 'specialization'],
      displayName: 'Ns. Sari Dewi, S.Kep.',
      providerRole: 'Perawat',
      specialization: 'Luka',
      bio: null,
      consultationFee: 80000,
    })
    const { finals } = foldAdminUsers(new Map(), [registered(A, 'PATIENT'), registered(B, 'PROVIDER'), renamed, phoneOnly, provider])
    expect(finals.get(A)).toMatchObject({ name: 'Nama Baru' })
    expect(finals.get(B)).toMatchObject({ name: 'Ns. Sari Dewi, S.Kep.', provider_role: 'Perawat', specialization: 'Luka' })
  })
})
