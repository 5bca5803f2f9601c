import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { commandContext, currentUser, exposePosition, minPosition, notFound, parseBody } from '#modules/kernel/index'
import { participationOf } from '../domain/appointment-rules.js'
import { cancelAppointment } from '../commands/cancel-appointment.js'
import { rescheduleAppointment } from '../commands/reschedule-appointment.js'
import { APPOINTMENT_HISTORY_CONSUMER } from '../projections/appointment-history.js'
import { appointmentHistory } from '../queries/appointment-history.js'
import { findParticipants, writeSideDto } from '../queries/appointments.js'
import { cancelAppointmentRequestSchema, rescheduleAppointmentRequestSchema } from '../contracts/appointment-change-requests.js'
import { idParams } from './schemas.js'

/** Cancel, move, and the history of one appointment (participants only; anyone else gets 404). */
export default class AppointmentChangesController {
  async cancel(ctx: HttpContext) {
    const { id } = parseBody(idParams, ctx.params)
    const input = parseBody(cancelAppointmentRequestSchema, ctx.request.body())
    const { row, position } = await cancelAppointment(id, input, commandContext(ctx))
    exposePosition(ctx, position)
    return writeSideDto(row)
  }

  async reschedule(ctx: HttpContext) {
    const { id } = parseBody(idParams, ctx.params)
    const input = parseBody(rescheduleAppointmentRequestSchema, ctx.request.body())
    const { row, position } = await rescheduleAppointment(id, input, commandContext(ctx))
    exposePosition(ctx, position)
    return writeSideDto(row)
  }

  async history(ctx: HttpContext) {
    const { id } = parseBody(idParams, ctx.params)
    const participants = await findParticipants(id)
    if (!participants || !participationOf(currentUser(ctx).id, participants)) throw notFound('scheduling.appointment_not_found')
    await waitForPosition(db.connection(), APPOINTMENT_HISTORY_CONSUMER, minPosition(ctx))
    return appointmentHistory(id)
  }
}
