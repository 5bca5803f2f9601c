import { defineConsumer, readsTypes } from '#events/consumer'
import { isoTime, loadRows, upsertRows } from '#events/batch-sql'
import { foldAdminUsers, type AdminUserRow } from './admin-users-fold.js'

export const ADMIN_USERS_CONSUMER = 'identity.admin-users'

const COLUMNS = {
  user_id: 'uuid',
  email: 'text',
  name: 'text',
  role: 'text',
  status: 'text',
  profile_id: 'uuid',
  provider_role: 'text',
  specialization: 'text',
  str_number: 'text',
  verified_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  last_position: 'bigint',
}

function asFoldRow(row: any): AdminUserRow {
  return {
    ...row,
    created_at: isoTime(row.created_at),
    verified_at: isoTime(row.verified_at),
    updated_at: isoTime(row.updated_at),
    last_position: String(row.last_position),
  }
}

/**
 * rm_admin_users + rm_admin_user_stats, fed only by identity events. A batch costs four
 * statements whatever its size: load the touched users, upsert the changed rows, delete the
 * removed ones, add the stat cards' change.
 */
export const adminUsersProjection = defineConsumer({
  name: ADMIN_USERS_CONSUMER,
  readModels: ['rm_admin_users', 'rm_admin_user_stats'],
  handlers: readsTypes([
    'UserRegistered',
    'UserEmailChanged',
    'UserSuspended',
    'UserActivated',
    'UserDeleted',
    'ProviderStrNumberChanged',
    'ProviderVerified',
    'PatientProfileUpdated',
    'ProviderProfileUpdated',
  ]),
  async applyBatch(events, trx, table) {
    const users = table('rm_admin_users')
    const ids = [...new Set(events.map((e) => e.payload.userId as string))]
    const current = await loadRows<AdminUserRow>(trx, users, 'user_id', ids)
    const initial = new Map(current.map((r) => [r.user_id, asFoldRow(r)]))
    const { finals, stats } = foldAdminUsers(initial, events)
    const changed = [...finals].filter(([id, row]) => row !== (initial.get(id) ?? null))
    await upsertRows(
      trx,
      users,
      COLUMNS,
      ['user_id'],
      changed.flatMap(([, row]) => (row ? [row] : []))
    )
    const gone = changed.filter(([id, row]) => !row && initial.has(id)).map(([id]) => id)
    if (gone.length > 0) await trx.rawQuery(`DELETE FROM ${users} WHERE user_id = ANY(?::uuid[])`, [gone])
    if (Object.values(stats).some((n) => n !== 0)) {
      await trx.rawQuery(
        `INSERT INTO ${table('rm_admin_user_stats')} AS s (id, total_users, active_providers, patients, suspended, unverified_providers)
         VALUES ('all', ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET
           total_users = s.total_users + EXCLUDED.total_users,
           active_providers = s.active_providers + EXCLUDED.active_providers,
           patients = s.patients + EXCLUDED.patients,
           suspended = s.suspended + EXCLUDED.suspended,
           unverified_providers = s.unverified_providers + EXCLUDED.unverified_providers`,
        [stats.total_users, stats.active_providers, stats.patients, stats.suspended, stats.unverified_providers]
      )
    }
  },
})
