import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { minPosition, pageRequest } from '#modules/kernel/index'
import { ADMIN_ACTIVITY_CONSUMER } from '../projections/admin-activity.js'
import { pageAdminActivity } from '../queries/admin-activity.js'

/** Entries per page of 'Aktivitas Terkini' unless ?limit= says otherwise (capped at MAX_PAGE_SIZE). */
export const ADMIN_ACTIVITY_DEFAULT_LIMIT = 20

/** GET /api/admin/activity: the feed as { items, nextCursor } (an 'activity.added' push announces more). */
export default class AdminActivityController {
  async index(ctx: HttpContext) {
    const page = pageRequest(ctx.request.qs(), ADMIN_ACTIVITY_DEFAULT_LIMIT)
    await waitForPosition(db.connection(), ADMIN_ACTIVITY_CONSUMER, minPosition(ctx))
    return pageAdminActivity(page)
  }
}
