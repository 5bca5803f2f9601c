import db from '@adonisjs/lucid/services/db'
import type { DirectoryProvider } from '../contracts/directory-provider.js'

/**
 * Bookable providers (active account, STR verified by an admin) by (display_name, id), at most `limit` after the key `after` (keyset paging of
 * the booking directory; the caller fetches limit + 1 to learn whether more exist).
 */
export async function listActiveProvidersAfter(limit: number, after?: [string, string]): Promise<DirectoryProvider[]> {
  const query = db
    .from('provider_profiles as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('u.status', 'ACTIVE')
    .whereNotNull('p.verified_at')
    .select(
      'p.id',
      'p.user_id',
      'p.display_name',
      'p.provider_role',
      'p.specialization',
      'p.bio',
      'p.consultation_fee',
      'p.offers_chat',
      'p.chat_fee'
    )
    .orderBy('p.display_name', 'asc')
    .orderBy('p.id', 'asc')
    .limit(limit)
  if (after) query.whereRaw('(p.display_name, p.id) > (?, ?::uuid)', after)
  const rows = await query
  return rows.map((r: any) => ({
    id: r.id,
    userId: r.user_id,
    displayName: r.display_name,
    providerRole: r.provider_role,
    specialization: r.specialization,
    bio: r.bio ?? null,
    consultationFee: Number(r.consultation_fee),
    offersChat: r.offers_chat === true,
    chatFee: Number(r.chat_fee ?? 0),
  }))
}
