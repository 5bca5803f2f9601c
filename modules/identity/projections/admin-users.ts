import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { UserRegistered } from '#events/identity/user-registered'
import type { UserEmailChanged } from '#events/identity/user-email-changed'
import type { UserSuspended } from '#events/identity/user-suspended'
import type { UserDeleted } from '#events/identity/user-deleted'

export const ADMIN_USERS_CONSUMER = 'identity.admin-users'

/** Recomputes the single stats row from the user list (cheap: one aggregate over an indexed table). */
async function refreshStats(trx: TransactionClientContract) {
  await trx.rawQuery(`
    INSERT INTO rm_admin_user_stats (id, total_users, active_providers, patients, suspended)
    SELECT 'all', count(*),
           count(*) FILTER (WHERE role = 'PROVIDER' AND status = 'ACTIVE'),
           count(*) FILTER (WHERE role = 'PATIENT'),
           count(*) FILTER (WHERE status = 'SUSPENDED')
    FROM rm_admin_users
    ON CONFLICT (id) DO UPDATE SET total_users = EXCLUDED.total_users, active_providers = EXCLUDED.active_providers,
      patients = EXCLUDED.patients, suspended = EXCLUDED.suspended`)
}

async function setStatus(e: EventEnvelope<UserSuspended>, trx: TransactionClientContract, status: string) {
  await trx
    .from('rm_admin_users')
    .where('user_id', e.payload.userId)
    .update({ status, updated_at: e.occurredAt, last_position: e.position })
  await refreshStats(trx)
}

/** rm_admin_users + rm_admin_user_stats, fed only by identity events. */
export const adminUsersProjection = defineConsumer({
  name: ADMIN_USERS_CONSUMER,
  readModels: ['rm_admin_users', 'rm_admin_user_stats'],
  handlers: {
    async UserRegistered(e: EventEnvelope<UserRegistered>, trx) {
      const p = e.payload
      await trx
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
      await refreshStats(trx)
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
      await trx.from('rm_admin_users').where('user_id', e.payload.userId).delete()
      await refreshStats(trx)
    },
  },
})
