import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { waitForPosition } from '#events/read-your-writes'
import { commandContext, currentUser, exposePosition, minPosition, notFound, parseBody } from '#modules/kernel/index'
import { isUnverifiedProvider } from '#modules/identity/index'
import { participationOf } from '../domain/appointment-rules.js'
import { withheldPatient } from '../domain/withheld-patient.js'
import { bookAppointment } from '../commands/book-appointment.js'
import { changeAppointmentStatus } from '../commands/change-appointment-status.js'
import { APPOINTMENT_VIEWS_CONSUMER } from '../projections/appointment-views.js'
import { findAppointmentView, findParticipants, getAppointmentForParticipant, writeSideDto } from '../queries/appointments.js'
import { bookAppointmentRequestSchema } from '../contracts/book-appointment-request.js'
import { statusSchema, idParams } from './schemas.js'

export default class AppointmentsController {
  async store(ctx: HttpContext) {
    const input = parseBody(bookAppointmentRequestSchema, ctx.request.body())
    const { appointment, position } = await bookAppointment(input, commandContext(ctx))
    exposePosition(ctx, position)
    return ctx.response.status(201).send(appointment)
  }

  /** Participants only; anyone else gets 404, so ids reveal nothing. */
  async show(ctx: HttpContext) {
    const { id } = parseBody(idParams, ctx.params)
    const user = currentUser(ctx)
    const participants = await findParticipants(id)
    if (!participants || !participationOf(user.id, participants)) throw notFound('scheduling.appointment_not_found')
    await waitForPosition(db.connection(), APPOINTMENT_VIEWS_CONSUMER, minPosition(ctx))
    // The projection has not caught up with the booking yet: answer from the write side.
    const appointment = (await findAppointmentView(id)) ?? (await getAppointmentForParticipant(id, user.id))
    if (!appointment) throw notFound('scheduling.appointment_not_found')
    // a provider without verification reads no patient data (withheld-patient.ts)
    return (await isUnverifiedProvider(user)) ? withheldPatient(appointment) : appointment
  }

  async updateStatus(ctx: HttpContext) {
    const { id } = parseBody(idParams, ctx.params)
    const { status } = parseBody(statusSchema, ctx.request.body())
    const { row, position } = await changeAppointmentStatus(id, status, commandContext(ctx))
    exposePosition(ctx, position)
    return writeSideDto(row)
  }
}
