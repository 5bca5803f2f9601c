import type { HttpContext } from '@adonisjs/core/http'
import { InvalidFhirError, r4Issues } from '#modules/fhir/index'
import { commandContext, currentUser, DomainError, exposePosition, parseBody, serverRequestId } from '#modules/kernel/index'
import { recordIntakeAccess } from '#modules/records/index'
import { submitIntake } from '../commands/submit-intake.js'
import { intakeAnswersSchema } from '../contracts/intake-answers.js'
import { intakeQuestionnaire } from '../domain/questionnaire.js'
import { intakeQuestionnaireResponse } from '../domain/questionnaire-response.js'
import { intakeAppointmentFor, type IntakeAppointment, type IntakeUser } from '../queries/intake-appointment.js'
import { intakeDto, intakeVersions, versionFacts } from '../queries/intake-versions.js'

const FHIR_JSON = 'application/fhir+json; charset=utf-8'

const intakeUser = (ctx: HttpContext): IntakeUser => {
  const user = currentUser(ctx)
  return { id: user.id, role: user.role as IntakeUser['role'] }
}

/** A resource that leaves as FHIR is valid R4 first: an invalid one is a bug of the mapping (500), never sent. */
function sendFhir(ctx: HttpContext, resource: { resourceType: string; [key: string]: unknown }) {
  const issues = r4Issues(resource)
  if (issues.length) throw new InvalidFhirError(issues)
  ctx.response.header('Content-Type', FHIR_JSON)
  return ctx.response.send(JSON.stringify(resource))
}

/**
 * The appointment whose intake the user reads: a provider's read is written to the patient's access
 * trail before the answer leaves (as a provider's read of records and messages); the patient's own is not.
 */
async function readableAppointment(ctx: HttpContext): Promise<IntakeAppointment> {
  const user = intakeUser(ctx)
  const appointment = await intakeAppointmentFor(user, ctx.params.id)
  if (user.role === 'PROVIDER') {
    await recordIntakeAccess({ id: user.id, role: 'PROVIDER' }, serverRequestId(ctx), {
      action: 'READ',
      appointmentIds: [appointment.id],
      patientId: appointment.patientId,
    })
  }
  return appointment
}

export default class IntakeController {
  /** GET /api/appointments/:id/intake: its patient, or its provider under the records access rule. */
  async show(ctx: HttpContext) {
    const appointment = await readableAppointment(ctx)
    return intakeDto(appointment, await intakeVersions(appointment.id))
  }

  /** PUT /api/appointments/:id/intake: the patient, until the room opens; 201 the first time, then 200 (a new version each). */
  async update(ctx: HttpContext) {
    const answers = parseBody(intakeAnswersSchema, ctx.request.body())
    const user = currentUser(ctx)
    const result = await submitIntake(ctx.params.id, answers, { id: user.id, role: 'PATIENT' }, commandContext(ctx))
    exposePosition(ctx, result.position)
    return ctx.response.status(result.created ? 201 : 200).send(result.intake)
  }

  /** GET /api/appointments/:id/intake/fhir: the newest version as a QuestionnaireResponse. */
  async fhir(ctx: HttpContext) {
    const appointment = await readableAppointment(ctx)
    const [newest] = await intakeVersions(appointment.id)
    if (!newest) throw new DomainError(404, 'intake.not_submitted')
    return sendFhir(ctx, intakeQuestionnaireResponse(versionFacts(newest)))
  }

  /** GET /api/fhir/Questionnaire/intake: the published Questionnaire (no patient data: public). */
  async questionnaire(ctx: HttpContext) {
    return sendFhir(ctx, intakeQuestionnaire())
  }
}
