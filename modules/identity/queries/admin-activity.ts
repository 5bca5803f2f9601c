import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { AdminActivityDto, AdminActivityPerson } from '../contracts/admin-activity.js'

export const ADMIN_ACTIVITY_LIST = 'admin-activity'
const positionKey = z.tuple([z.string().regex(/^\d{1,18}$/)])

const person = (alias: string) =>
  `CASE WHEN ${alias}.user_id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.user_id, 'name', ${alias}.name, 'email', ${alias}.email, 'role', ${alias}.role) END`

/** One page of the feed, newest first; the people named are read from the admin table now. */
export async function pageAdminActivity(page: PageRequest): Promise<Page<AdminActivityDto>> {
  const after = page.cursor ? decodeCursor(ADMIN_ACTIVITY_LIST, page.cursor, positionKey) : null
  const { rows } = await db.rawQuery(
    `SELECT a.position::text AS position, a.type, a.params, a.occurred_at,
            ${person('ua')} AS actor, ${person('us')} AS subject, ${person('uo')} AS other
       FROM rm_admin_activity a
       LEFT JOIN rm_admin_users ua ON ua.user_id = a.actor_id
       LEFT JOIN rm_admin_users us ON us.user_id = a.subject_id
       LEFT JOIN rm_admin_users uo ON uo.user_id = a.other_id
      ${after ? 'WHERE a.position < ?::bigint' : ''}
      ORDER BY a.position DESC LIMIT ?`,
    [...(after ?? []), page.limit + 1]
  )
  return toPage(rows, page.limit, ADMIN_ACTIVITY_LIST, (r: any) => [r.position], activityDto)
}

function activityDto(r: any): AdminActivityDto {
  return {
    id: r.position,
    type: r.type,
    at: new Date(r.occurred_at).toISOString(),
    actor: r.actor as AdminActivityPerson | null,
    subject: r.subject as AdminActivityPerson | null,
    other: r.other as AdminActivityPerson | null,
    params: r.params,
  }
}
