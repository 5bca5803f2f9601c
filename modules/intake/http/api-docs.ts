import { z } from 'zod'
import type { ApiDocs } from '#modules/kernel/index'
import { intakeAnswersSchema } from '../contracts/intake-answers.js'
import { intakeDtoSchema } from '../contracts/intake-dto.js'

const idParam = z.object({ id: z.uuid() })
const fhirResource = z.object({ resourceType: z.string() }).loose()
const contentType = 'application/fhir+json'

/** The API document's entries for routes.ts (docs/api.md, docs/intake.md): one `api.route` per route. */
export function documentIntakeApi(api: ApiDocs) {
  const intake = api.schema('IntakeDto', intakeDtoSchema)
  api.route({
    method: 'get',
    path: '/api/appointments/:id/intake',
    summary: 'Formulir pra-kunjungan janji temu / The pre-visit intake of an appointment (current version, history)',
    auth: ['PATIENT', 'PROVIDER'],
    params: idParam,
    response: { schema: intake },
    errors: [404],
    description:
      'The appointment’s patient, or its provider while the records access window for that patient is open (403 otherwise). ' +
      'Anyone else, and an unknown id, get 404; an admin 403. `current` is null until the patient submits.',
  })
  api.route({
    method: 'put',
    path: '/api/appointments/:id/intake',
    summary: 'Isi/ubah formulir pra-kunjungan / Submit the pre-visit intake (each PUT a new version)',
    auth: ['PATIENT'],
    params: idParam,
    body: intakeAnswersSchema,
    response: { status: 200, schema: intake, description: '201 for the first version, 200 for later ones' },
    errors: [404, 409],
    description:
      'The patient only, until the consultation room opens (`editableUntil`); 409 after, or once the appointment is over. ' +
      '`pregnancy` is required when `pregnancyApplies`, refused (422) otherwise (docs/intake.md).',
  })
  api.route({
    method: 'get',
    path: '/api/appointments/:id/intake/fhir',
    summary: 'Formulir pra-kunjungan sebagai FHIR / The newest intake version as a FHIR R4 QuestionnaireResponse',
    auth: ['PATIENT', 'PROVIDER'],
    params: idParam,
    response: { schema: api.schema('FhirQuestionnaireResponse', fhirResource), contentType },
    errors: [404],
    description: 'Answers the Questionnaire of GET /api/fhir/Questionnaire/intake (`url|version`); who may read it as for the intake.',
  })
  api.route({
    method: 'get',
    path: '/api/fhir/Questionnaire/intake',
    summary: 'Kuesioner pra-kunjungan (FHIR) / The published intake Questionnaire (FHIR R4)',
    auth: 'public',
    response: { schema: api.schema('FhirQuestionnaire', fhirResource), contentType },
    description: 'Canonical URL https://telerawat.id/fhir/Questionnaire/intake, version 1.0.0.',
  })
}
