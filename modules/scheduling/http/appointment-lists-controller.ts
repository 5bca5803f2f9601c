import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { currentUser, forbidden, minPosition, pageRequest, parseBody, sendArrayPage } from '#modules/kernel/index'
import { clinicWindow } from '../domain/clinic-window.js'
import { APPOINTMENT_VIEWS_CONSUMER } from '../projections/appointment-views.js'
import { viewDto } from '../queries/appointment-dto.js'
import type { Viewer } from '../queries/appointment-item.js'
import { appointmentOverview } from '../queries/appointment-overview.js'
import { appointmentPage } from '../queries/appointment-pages.js'
import { settings } from '../settings.js'
import { appointmentsWindowSchema, appointmentTabSchema } from './schemas.js'

/** Spec path default page size: the dashboards no longer read it, so 50 suits its old clients. */
const DEFAULT_LIMIT = 50

/** The viewer's appointment lists and dashboard overview, read from rm_appointment_views. */
export default class AppointmentListsController {
  /**
   * Spec path: a JSON array page of full DTOs (the spec's client shows details from list rows),
   * "upcoming first" or `from=past`; the next page in `Link`.
   */
  async index(ctx: HttpContext) {
    const viewer = await readingViewer(ctx)
    const page = pageRequest(ctx.request.qs(), DEFAULT_LIMIT)
    const { from } = parseBody(appointmentsWindowSchema, ctx.request.qs())
    const window = clinicWindow(new Date(), settings.timezone())
    const walk = {
      list: `appointments:${from}`,
      segments: from === 'past' ? (['P'] as const) : (['U'] as const),
      boundary: window.todayStart,
    }
    return sendArrayPage(ctx, await appointmentPage(viewer, walk, page, viewDto))
  }

  /** One tab of /provider/appointments: upcoming first, then the past newest first. */
  async list(ctx: HttpContext) {
    const viewer = await readingViewer(ctx)
    const page = pageRequest(ctx.request.qs(), DEFAULT_LIMIT)
    const { status } = parseBody(appointmentTabSchema, ctx.request.qs())
    const window = clinicWindow(new Date(), settings.timezone())
    const walk = {
      list: `appointments-tab:${status}`,
      segments: ['U', 'P'] as const,
      status: status === 'ALL' ? undefined : status,
      boundary: window.todayStart,
    }
    return appointmentPage(viewer, walk, page)
  }

  async overview(ctx: HttpContext) {
    const viewer = await readingViewer(ctx)
    const now = new Date()
    return appointmentOverview(viewer, clinicWindow(now, settings.timezone()), now)
  }
}

/** The signed-in patient or provider, once the projection has caught up with their last write. */
async function readingViewer(ctx: HttpContext): Promise<Viewer> {
  const user = currentUser(ctx)
  if (user.role === 'ADMIN') throw forbidden('scheduling.admin_has_no_appointments')
  await waitForPosition(db.connection(), APPOINTMENT_VIEWS_CONSUMER, minPosition(ctx))
  return { userId: user.id, role: user.role }
}
