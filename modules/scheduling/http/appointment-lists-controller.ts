import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { settledTick, waitForPosition } from '#events/read-your-writes'
import { isUnverifiedProvider } from '#modules/identity/index'
import { currentUser, forbidden, minPosition, pageRequest, parseBody, sendArrayPage } from '#modules/kernel/index'
import { clinicWindow } from '../domain/clinic-window.js'
import { withheldPatient } from '../domain/withheld-patient.js'
import { APPOINTMENT_VIEWS_CONSUMER } from '../projections/appointment-views.js'
import { viewShape } from '../queries/appointment-dto.js'
import { itemShape, type Viewer } from '../queries/appointment-item.js'
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
    const { viewer, withhold, freshAfter } = await readingViewer(ctx)
    const page = pageRequest(ctx.request.qs(), DEFAULT_LIMIT)
    const { from } = parseBody(appointmentsWindowSchema, ctx.request.qs())
    const window = clinicWindow(new Date(), settings.timezone())
    const walk = {
      list: `appointments:${from}`,
      segments: from === 'past' ? (['P'] as const) : (['U'] as const),
      boundary: window.todayStart,
    }
    return sendArrayPage(ctx, withhold(await appointmentPage(viewer, walk, page, viewShape, freshAfter)))
  }

  /** One tab of /provider/appointments: upcoming first, then the past newest first. */
  async list(ctx: HttpContext) {
    const { viewer, withhold, freshAfter } = await readingViewer(ctx)
    const page = pageRequest(ctx.request.qs(), DEFAULT_LIMIT)
    const { status } = parseBody(appointmentTabSchema, ctx.request.qs())
    const window = clinicWindow(new Date(), settings.timezone())
    const walk = {
      list: `appointments-tab:${status}`,
      segments: ['U', 'P'] as const,
      status: status === 'ALL' ? undefined : status,
      boundary: window.todayStart,
    }
    return withhold(await appointmentPage(viewer, walk, page, itemShape, freshAfter))
  }

  async overview(ctx: HttpContext) {
    const { viewer, unverified, freshAfter } = await readingViewer(ctx)
    const now = new Date()
    const overview = await appointmentOverview(viewer, clinicWindow(now, settings.timezone()), now, freshAfter)
    // the kept, frozen overview itself when nothing is withheld: its JSON is made once
    if (!unverified) return overview
    return { ...overview, upcoming: overview.upcoming.map(withheldPatient), recent: overview.recent.map(withheldPatient) }
  }
}

type Rows<T> = { items: T[] }

/**
 * The signed-in patient or provider, once the projection has caught up with their last write, and
 * what their rows may show: a provider without verification reads no patient data (withheld-patient.ts).
 */
async function readingViewer(ctx: HttpContext) {
  const user = currentUser(ctx)
  if (user.role === 'ADMIN') throw forbidden('scheduling.admin_has_no_appointments')
  const position = minPosition(ctx)
  const [unverified] = await Promise.all([
    isUnverifiedProvider(user),
    waitForPosition(db.connection(), APPOINTMENT_VIEWS_CONSUMER, position),
  ])
  // an answer kept from before the viewer's last write was known applied is not theirs to read
  const freshAfter = position ? (settledTick(APPOINTMENT_VIEWS_CONSUMER, position) ?? Number.POSITIVE_INFINITY) : -1
  const viewer: Viewer = { userId: user.id, role: user.role }
  const withhold = <T extends Parameters<typeof withheldPatient>[0], P extends Rows<T>>(page: P): P =>
    unverified ? { ...page, items: page.items.map(withheldPatient) } : page
  return { viewer, unverified, withhold, freshAfter }
}
