import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { minPosition, pageRequest } from '#modules/kernel/index'
import { ADMIN_ACTIVITY_CONSUMER } from '../projections/admin-activity.js'
import { ADMIN_USERS_CONSUMER } from '../projections/admin-users.js'
import { pageAdminActivity } from '../queries/admin-activity.js'

/** Entries per page of 'Aktivitas Terkini' unless ?limit= says otherwise (capped at MAX_PAGE_SIZE). */
export const ADMIN_ACTIVITY_DEFAULT_LIMIT = 20

/** GET /api/admin/activity: the feed as { items, nextCursor } (an 'activity.added' push announces more). */
export default class AdminActivityController {
  async index(ctx: HttpContext) {
    const page = pageRequest(ctx.request.qs(), ADMIN_ACTIVITY_DEFAULT_LIMIT)
    const position = minPosition(ctx)
    // the entry, and the people it names (a new account's name is in rm_admin_users, another consumer)
    await Promise.all([
      waitForPosition(db.connection(), ADMIN_ACTIVITY_CONSUMER, position),
      waitForPosition(db.connection(), ADMIN_USERS_CONSUMER, position),
    ])
    return pageAdminActivity(page)
  }
}
