import { z } from 'zod'
import { apiSchemas, route, type ModuleRoutes } from '#modules/kernel/index'
import { intakeAnswersSchema } from '../contracts/intake-answers.js'
import { intakeDtoSchema } from '../contracts/intake-dto.js'

const IntakeController = () => import('./intake-controller.js')

const idParam = z.object({ id: z.uuid() })
const fhirResource = z.object({ resourceType: z.string() }).loose()
const contentType = 'application/fhir+json'
const schemas = apiSchemas({
  IntakeDto: intakeDtoSchema,
  FhirQuestionnaireResponse: fhirResource,
  FhirQuestionnaire: fhirResource,
})

/**
 * The pre-visit intake of an appointment (docs/intake.md): its patient reads and writes it (until
 * the room opens), its provider reads it under the records access rule; an admin reads none. The
 * Questionnaire itself is published for anyone.
 */
export const intakeRoutes: ModuleRoutes = {
  schemas,
  routes: [
    route.get('/api/appointments/:id/intake', [IntakeController, 'show'], {
      summary: 'Formulir pra-kunjungan janji temu / The pre-visit intake of an appointment (current version, history)',
      auth: ['PATIENT', 'PROVIDER'],
      params: idParam,
      response: { schema: schemas.IntakeDto },
      errors: [404],
      description:
        'The appointment’s patient, or its provider while the records access window for that patient is open (403 otherwise). ' +
        'Anyone else, and an unknown id, get 404; an admin 403. `current` is null until the patient submits.',
    }),
    route.get('/api/appointments/:id/intake/fhir', [IntakeController, 'fhir'], {
      summary: 'Formulir pra-kunjungan sebagai FHIR / The newest intake version as a FHIR R4 QuestionnaireResponse',
      auth: ['PATIENT', 'PROVIDER'],
      params: idParam,
      response: { schema: schemas.FhirQuestionnaireResponse, contentType },
      errors: [404],
      description:
        'Answers the Questionnaire of GET /api/fhir/Questionnaire/intake (`url|version`); who may read it as for the intake.',
    }),
    route.put('/api/appointments/:id/intake', [IntakeController, 'update'], {
      summary: 'Isi/ubah formulir pra-kunjungan / Submit the pre-visit intake (each PUT a new version)',
      auth: ['PATIENT'],
      params: idParam,
      body: intakeAnswersSchema,
      response: { status: 200, schema: schemas.IntakeDto, description: '201 for the first version, 200 for later ones' },
      errors: [404, 409],
      description:
        'The patient only, until the consultation room opens (`editableUntil`); 409 after, or once the appointment is over. ' +
        '`pregnancy` is required when `pregnancyApplies`, refused (422) otherwise (docs/intake.md).',
    }),
    route.get('/api/fhir/Questionnaire/intake', [IntakeController, 'questionnaire'], {
      summary: 'Kuesioner pra-kunjungan (FHIR) / The published intake Questionnaire (FHIR R4)',
      auth: 'public',
      response: { schema: schemas.FhirQuestionnaire, contentType },
      description: 'Canonical URL https://telerawat.id/fhir/Questionnaire/intake, version 1.0.0.',
    }),
  ],
}
