import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { UserRegistered } from '#events/identity/user-registered'
import type { UserEmailChanged } from '#events/identity/user-email-changed'
import type { UserSuspended } from '#events/identity/user-suspended'
import type { UserDeleted } from '#events/identity/user-deleted'
import { statsContribution, type StatsRow } from '../domain/admin-stats.js'

export const ADMIN_USERS_CONSUMER = 'identity.admin-users'

/** Adds (sign 1) or removes (sign -1) one user's share of the stat cards: O(1) per event. */
async function adjustStats(trx: TransactionClientContract, row: StatsRow, sign: 1 | -1) {
  const c = statsContribution(row)
  await trx.rawQuery(
    `INSERT INTO rm_admin_user_stats (id, total_users, active_providers, patients, suspended) VALUES ('all', ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET
       total_users = rm_admin_user_stats.total_users + EXCLUDED.total_users,
       active_providers = rm_admin_user_stats.active_providers + EXCLUDED.active_providers,
       patients = rm_admin_user_stats.patients + EXCLUDED.patients,
       suspended = rm_admin_user_stats.suspended + EXCLUDED.suspended`,
    [sign * c.totalUsers, sign * c.activeProviders, sign * c.patients, sign * c.suspended]
  )
}

async function findRow(trx: TransactionClientContract, userId: string): Promise<StatsRow | null> {
  return trx.from('rm_admin_users').where('user_id', userId).select('role', 'status').first()
}

async function setStatus(e: EventEnvelope<UserSuspended>, trx: TransactionClientContract, status: 'ACTIVE' | 'SUSPENDED') {
  const row = await findRow(trx, e.payload.userId)
  if (!row || row.status === status) return
  await trx
    .from('rm_admin_users')
    .where('user_id', e.payload.userId)
    .update({ status, updated_at: e.occurredAt, last_position: e.position })
  await adjustStats(trx, row, -1)
  await adjustStats(trx, { ...row, status }, 1)
}

/** rm_admin_users + rm_admin_user_stats, fed only by identity events. */
export const adminUsersProjection = defineConsumer({
  name: ADMIN_USERS_CONSUMER,
  readModels: ['rm_admin_users', 'rm_admin_user_stats'],
  handlers: {
    async UserRegistered(e: EventEnvelope<UserRegistered>, trx) {
      const p = e.payload
      const inserted = await trx
        .knexQuery()
        .table('rm_admin_users')
        .insert({
          user_id: p.userId,
          email: p.email,
          name: p.name,
          role: p.role,
          status: p.status,
          profile_id: p.profileId,
          provider_role: p.providerRole ?? null,
          specialization: p.specialization ?? null,
          created_at: p.createdAt,
          updated_at: e.occurredAt,
          last_position: e.position,
        })
        .onConflict('user_id')
        .ignore()
        .returning('user_id')
      if (inserted.length > 0) await adjustStats(trx, p, 1)
    },
    async UserEmailChanged(e: EventEnvelope<UserEmailChanged>, trx) {
      await trx
        .from('rm_admin_users')
        .where('user_id', e.payload.userId)
        .update({ email: e.payload.email, updated_at: e.occurredAt, last_position: e.position })
    },
    UserSuspended: (e, trx) => setStatus(e, trx, 'SUSPENDED'),
    UserActivated: (e, trx) => setStatus(e, trx, 'ACTIVE'),
    async UserDeleted(e: EventEnvelope<UserDeleted>, trx) {
      const row = await findRow(trx, e.payload.userId)
      if (!row) return
      await trx.from('rm_admin_users').where('user_id', e.payload.userId).delete()
      await adjustStats(trx, row, -1)
    },
  },
})
