import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { IntakeSubmittedV1 } from '#events/intake/intake-submitted'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { pregnancyProblem, type IntakeAnswers } from '../contracts/intake-answers.js'
import { MAX_INTAKE_VERSIONS } from '../contracts/intake-dto.js'
import { intakeWindow } from '../domain/intake-window.js'
import { intakeAppointmentFor, type IntakeAppointment } from '../queries/intake-appointment.js'
import { intakeDto, intakeVersions, type IntakeVersionRow } from '../queries/intake-versions.js'

function assertEditable(appointment: IntakeAppointment, now: Date) {
  const window = intakeWindow(appointment, now)
  if (window === 'ROOM_OPEN') throw new DomainError(409, 'intake.room_open')
  if (window === 'CLOSED') throw new DomainError(409, 'intake.appointment_closed')
}

/**
 * The patient submits the intake of their appointment: a new version (the earlier ones stay),
 * refused with 409 once the consultation room has opened. Versions of one appointment are
 * numbered under a lock of that appointment, and the room window is checked again under it,
 * so two tabs saving at once make versions n and n+1 and none lands after the room opened.
 */
export async function submitIntake(
  appointmentId: string,
  answers: IntakeAnswers,
  user: { id: string; role: 'PATIENT' },
  ctx: CommandContext
) {
  const appointment = await intakeAppointmentFor(user, appointmentId)
  assertEditable(appointment, new Date())
  const problem = pregnancyProblem(answers, appointment.pregnancyApplies)
  if (problem) throw new DomainError(422, 'intake.invalid_answers', [{ field: 'pregnancy', message: problem }])
  return db.transaction(async (trx) => {
    await trx.rawQuery(`SELECT pg_advisory_xact_lock(hashtext('intake:' || ?))`, [appointment.id])
    assertEditable(appointment, new Date())
    const previous = await intakeVersions(appointment.id, trx)
    const version = (previous[0]?.version ?? 0) + 1
    if (version > MAX_INTAKE_VERSIONS) throw new DomainError(409, 'intake.too_many_versions', undefined, { max: MAX_INTAKE_VERSIONS })
    const [row] = (await trx
      .table('intake_versions')
      .insert({
        appointment_id: appointment.id,
        version,
        patient_id: appointment.patientId,
        patient_user_id: appointment.patientUserId,
        provider_user_id: appointment.providerUserId,
        main_complaint: answers.mainComplaint,
        since: answers.since,
        pain_score: answers.painScore,
        allergies: answers.allergies,
        medications: answers.medications,
        chronic_conditions: answers.chronicConditions,
        pregnancy: answers.pregnancy,
        pregnancy_applies: appointment.pregnancyApplies,
        request_id: ctx.correlationId,
      })
      .returning('*')) as IntakeVersionRow[]
    const event = IntakeSubmittedV1.create(appointment.id, {
      intakeVersionId: row.id,
      appointmentId: appointment.id,
      patientId: appointment.patientId,
      patientUserId: appointment.patientUserId,
      providerUserId: appointment.providerUserId,
      version,
      answers,
      pregnancyApplies: appointment.pregnancyApplies,
      submittedAt: new Date(row.submitted_at).toISOString(),
    })
    const position = await appendEvents(trx, [event], { actorId: user.id, correlationId: ctx.correlationId })
    return { intake: intakeDto(appointment, [row, ...previous]), created: version === 1, position }
  })
}
