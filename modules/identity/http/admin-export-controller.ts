import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { create as createContentDisposition } from 'content-disposition'
import { waitForPosition } from '#events/read-your-writes'
import { clinicSettings } from '#modules/clinic/index'
import { commandContext, minPosition, parseBody } from '#modules/kernel/index'
import { exportUsersCsv } from '../commands/export-users.js'
import { adminUserSearchRequestSchema } from '../contracts/admin-user-search-request.js'
import { exportFileName } from '../domain/user-export.js'
import { ADMIN_USERS_CONSUMER } from '../projections/admin-users.js'

/** GET /api/admin/users/export.csv ('Ekspor'): the list screen's filters, as a CSV download. */
export default class AdminExportController {
  async show(ctx: HttpContext) {
    const { search, filter } = parseBody(adminUserSearchRequestSchema, ctx.request.qs())
    await waitForPosition(db.connection(), ADMIN_USERS_CONSUMER, minPosition(ctx))
    const timeZone = clinicSettings().timezone
    const csv = exportUsersCsv({ search, filter, timeZone }, commandContext(ctx))
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', createContentDisposition(exportFileName(filter, new Date(), timeZone)))
    ctx.response.header('Cache-Control', 'private, no-store')
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    return ctx.response.stream(csv)
  }
}
