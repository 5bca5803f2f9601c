import type { BootedApp } from '../helpers/app.mjs'
import type { JsonSchema } from './json-schema-arbitrary.js'

/**
 * Which zod schema each route's controller parses its body and query with. Routes themselves come
 * from the booted router (route-table.ts); this map only adds what the router cannot tell. A route
 * missing here is still fuzzed (hostile bodies and queries, no schema-shaped ones); a pattern here
 * that the router no longer has fails the suite, so the map cannot rot silently.
 */
const SCHEMAS: Record<string, { body?: [string, string]; query?: [string, string] }> = {
  'POST /api/register': { body: ['#modules/identity/contracts/register-request', 'registerRequestSchema'] },
  'POST /api/login': { body: ['#modules/identity/contracts/login-request', 'loginRequestSchema'] },
  'POST /api/password/forgot': { body: ['#modules/identity/contracts/password-requests', 'forgotPasswordRequestSchema'] },
  'POST /api/password/reset': { body: ['#modules/identity/contracts/password-requests', 'resetPasswordRequestSchema'] },
  'POST /api/password/change': { body: ['#modules/identity/contracts/password-requests', 'changePasswordRequestSchema'] },
  'POST /api/email/verify': { body: ['#modules/identity/contracts/password-requests', 'verifyEmailRequestSchema'] },
  'POST /api/admin/users': { body: ['#modules/identity/contracts/invite-user-request', 'inviteUserRequestSchema'] },
  'GET /api/admin/users': { query: ['#modules/identity/contracts/admin-user-search-request', 'adminUserSearchRequestSchema'] },
  'GET /api/admin/users/page': { query: ['#modules/identity/contracts/admin-user-search-request', 'adminUserSearchRequestSchema'] },
  'GET /api/admin/users/export.csv': {
    query: ['#modules/identity/contracts/admin-user-search-request', 'adminUserSearchRequestSchema'],
  },
  'PATCH /api/admin/users/:id': { body: ['#modules/identity/contracts/admin-user-update-request', 'adminUserUpdateRequestSchema'] },
  'PATCH /api/admin/settings': { body: ['#modules/clinic/contracts/clinic-settings', 'clinicSettingsPatchSchema'] },
  'PATCH /api/provider/profile': { body: ['#modules/identity/contracts/provider-profile-request', 'providerProfileRequestSchema'] },
  // a provider's body is providerOwnProfilePatchSchema (same route, chosen by the caller's role)
  'PATCH /api/profile': { body: ['#modules/identity/contracts/patient-profile-request', 'patientProfilePatchSchema'] },
  'GET /api/providers/:providerId/availability': { query: ['#modules/scheduling/http/schemas', 'availabilitySchema'] },
  'PUT /api/provider/schedule': { body: ['#modules/scheduling/contracts/provider-schedule', 'providerScheduleRequestSchema'] },
  'POST /api/appointments': { body: ['#modules/scheduling/contracts/book-appointment-request', 'bookAppointmentRequestSchema'] },
  'GET /api/appointments': { query: ['#modules/scheduling/http/schemas', 'appointmentsWindowSchema'] },
  'GET /api/appointments/list': { query: ['#modules/scheduling/http/schemas', 'appointmentTabSchema'] },
  'PATCH /api/appointments/:id/status': { body: ['#modules/scheduling/http/schemas', 'statusSchema'] },
  'POST /api/appointments/:id/cancel': {
    body: ['#modules/scheduling/contracts/appointment-change-requests', 'cancelAppointmentRequestSchema'],
  },
  'POST /api/appointments/:id/reschedule': {
    body: ['#modules/scheduling/contracts/appointment-change-requests', 'rescheduleAppointmentRequestSchema'],
  },
  'POST /api/waitlist': { body: ['#modules/scheduling/contracts/waitlist', 'joinWaitlistRequestSchema'] },
  'POST /api/medical-records': { body: ['#modules/records/http/schemas', 'createRecordSchema'] },
  'PATCH /api/medical-records/:id': { body: ['#modules/records/http/schemas', 'updateRecordSchema'] },
  'PUT /api/consultations/:appointmentId/record': { body: ['#modules/records/http/schemas', 'consultationRecordSchema'] },
  'POST /api/upload': { body: ['#modules/records/http/schemas', 'uploadFieldsSchema'] },
  'PATCH /api/uploads/:id': { body: ['#modules/records/http/schemas', 'visibilitySchema'] },
  'GET /api/provider/medical-records': { query: ['#modules/records/http/schemas', 'providerRecordsQuerySchema'] },
  'GET /api/provider/medical-records/page': { query: ['#modules/records/http/schemas', 'providerRecordsQuerySchema'] },
  'GET /api/provider/patients': { query: ['#modules/records/http/schemas', 'providerPatientsQuerySchema'] },
  'GET /api/provider/patients/page': { query: ['#modules/records/http/schemas', 'providerPatientsQuerySchema'] },
  'GET /api/patients/:patientId/access-log': { query: ['#modules/records/http/schemas', 'accessLogQuerySchema'] },
  'GET /api/patients/:patientId/access-log/page': { query: ['#modules/records/http/schemas', 'accessLogQuerySchema'] },
  'POST /api/notifications/read': { body: ['#modules/notification/contracts/in-app-notification', 'markNotificationsReadSchema'] },
  'POST /api/quiz-results': { body: ['#modules/learning/domain/score-quiz', 'submitQuizResultSchema'] },
  // terminology (issue 13)
  'GET /api/terminology/search': { query: ['#modules/terminology/contracts/terminology-search', 'terminologySearchRequestSchema'] },
  'POST /api/consents': { body: ['#modules/consent/contracts/give-consent-request', 'giveConsentRequestSchema'] },
  // operations (issue 14)
  'GET /api/admin/dead-letters': { query: ['#modules/operations/contracts/operations', 'deadLetterListSchema'] },
  'POST /api/admin/dead-letters/:id/discard': { body: ['#modules/operations/contracts/operations', 'discardDeadLetterSchema'] },
  'POST /api/admin/dead-letters/retry-all': { body: ['#modules/operations/contracts/operations', 'retryAllSchema'] },
  'POST /api/admin/replays': { body: ['#modules/operations/contracts/operations', 'startReplaySchema'] },
  'GET /api/admin/events': { query: ['#modules/operations/contracts/operations', 'eventSearchSchema'] },
  'POST /api/admin/events/:id/reveal': { body: ['#modules/operations/contracts/operations', 'revealEventSchema'] },
  'GET /api/admin/fhir-exchange': { query: ['#modules/satusehat/contracts/exchange-status', 'exchangeQueueQuerySchema'] },
  'GET /api/patients/:patientId/records': { query: ['#modules/records/http/schemas', 'patientRecordsQuerySchema'] },
  'GET /api/patients/:patientId/records/page': { query: ['#modules/records/http/schemas', 'patientRecordsQuerySchema'] },
}

export interface RouteSchemas {
  body?: JsonSchema
  query?: JsonSchema
}

/** The JSON Schemas (input side) of every mapped route, converted with the app's own zod. */
export async function loadRouteSchemas(server: BootedApp): Promise<Map<string, RouteSchemas>> {
  const { z } = await server.import('zod')
  const toJson = (schema: unknown) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const out = new Map<string, RouteSchemas>()
  for (const [route, { body, query }] of Object.entries(SCHEMAS)) {
    const load = async (ref?: [string, string]) => {
      if (!ref) return undefined
      const schema = (await server.import(ref[0]))[ref[1]]
      if (!schema) throw new Error(`route-schemas: ${ref[0]} exports no ${ref[1]}`)
      return toJson(schema)
    }
    out.set(route, { body: await load(body), query: await load(query) })
  }
  return out
}
