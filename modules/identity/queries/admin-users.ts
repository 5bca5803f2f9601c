import db from '@adonisjs/lucid/services/db'

export type AdminUserFilter = 'all' | 'patients' | 'providers' | 'suspended'

/** The admin table, from the read model: newest first, searchable by e-mail or name. */
export async function listAdminUsers(search: string, filter: AdminUserFilter) {
  const query = db.from('rm_admin_users').orderBy('created_at', 'desc').limit(500)
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query.where((q) => q.whereILike('email', like).orWhereILike('name', like))
  }
  if (filter === 'patients') query.where('role', 'PATIENT')
  if (filter === 'providers') query.where('role', 'PROVIDER')
  if (filter === 'suspended') query.where('status', 'SUSPENDED')
  const rows = await query
  return rows.map((r) => ({
    id: r.user_id,
    email: r.email,
    role: r.role,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    profile:
      r.role === 'PROVIDER'
        ? { id: r.profile_id, displayName: r.name, providerRole: r.provider_role, specialization: r.specialization }
        : { id: r.profile_id, fullName: r.name },
  }))
}

export async function adminUserStats() {
  const row = await db.from('rm_admin_user_stats').where('id', 'all').first()
  return {
    totalUsers: row?.total_users ?? 0,
    activeProviders: row?.active_providers ?? 0,
    patients: row?.patients ?? 0,
    suspended: row?.suspended ?? 0,
  }
}
