import { existsSync } from 'node:fs'
import { DateTime } from 'luxon'
import { eventually, patientPayload, uniqueEmail } from '../helpers/http-client.js'
import { CALLERS, SECRET_NOTE, type Caller, type Cast } from './cast.js'
import { entryOfA, fullWaitlistDay, offerToAccept, offerToDecline } from './waitlist-fixtures.js'
import { giveConsentRequest, withdrawConsentOfA } from './consent-fixtures.js'
import { attachmentForm, attachmentOfA, conversationOfA, messageOfA } from './messaging-fixtures.js'
import { freshIntakeOfA, intakeFhirOfA } from './intake-fixtures.js'

/**
 * THE table of the HTTP authorization matrix (issue 10): every route of the router × every caller,
 * with the status each cell must answer. A route the router has and this table lacks (or the
 * reverse) fails server/tests/authz/http-matrix.int.spec.ts: a new route must be classified here.
 *
 * Columns, in order:   anon  A    B    before inside after unverif unrel admin admin2
 * ("before/inside/after": verified providers treating patient A relative to the records access
 * window; "unverif": a provider whose verification was withdrawn, appointment inside the window.)
 */
export interface MatrixRequest {
  path: string
  body?: unknown
  form?: FormData
  /** The caller's session must not be replaced (register, login): sent from a copy of its cookies. */
  detached?: boolean
}

export interface MatrixRow {
  request: (cast: Cast, caller: Caller) => MatrixRequest | Promise<MatrixRequest>
  expect: Record<Caller, number>
}

type Statuses = [number, number, number, number, number, number, number, number, number, number]
const row = (request: MatrixRow['request'], statuses: Statuses): MatrixRow => ({
  request,
  expect: Object.fromEntries(CALLERS.map((c, i) => [c, statuses[i]])) as Record<Caller, number>,
})
const at = (path: string | ((c: Cast) => string), body?: unknown) => (c: Cast) => ({
  path: typeof path === 'string' ? path : path(c),
  body,
})

const A = (c: Cast) => c.accounts.patientA.user.profile!.id
const strOf = (c: Cast, caller: Caller) =>
  caller === 'anonymous' ? 'STR-0000000' : (c.strNumbers.get(c.accounts[caller].user.id) ?? 'STR-0000000')
const pdfForm = (patientId: string) => {
  const form = new FormData()
  form.append('patientId', patientId)
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'matriks.pdf')
  return form
}

// anon, A, B, before, inside, after, unverified, unrelated, admin, admin2
const EVERYONE = (status: number) => Array(10).fill(status) as Statuses
const EVERYONE_200 = EVERYONE(200)
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200, 200, 200, 200, 200, 200]
const ADMINS: Statuses = [401, 403, 403, 403, 403, 403, 403, 403, 200, 200]
/** operations: an admin asking for an id that does not exist */
const OPS_MISSING: Statuses = [401, 403, 403, 403, 403, 403, 403, 403, 404, 404]
const PROVIDERS: Statuses = [401, 403, 403, 200, 200, 200, 200, 200, 403, 403]
const PATIENTS: Statuses = [401, 200, 200, 403, 403, 403, 403, 403, 403, 403]
/** Patient A's own waitlist entry or offer: A only; patient B learns nothing (404). */
const A_WAITLIST = (status: number): Statuses => [401, status, 404, 403, 403, 403, 403, 403, 403, 403]
const PATIENTS_AND_PROVIDERS: Statuses = [401, 200, 200, 200, 200, 200, 200, 200, 403, 403]
/** Patient A's conversation with the provider inside the window: its two participants; others learn nothing (404). */
const A_CONVERSATION = (status: number): Statuses => [401, status, 404, 404, status, 404, 404, 404, 403, 403]
/** Patient A's records and documents: A and the verified provider inside the window only. */
const A_RECORDS: Statuses = [401, 200, 403, 403, 200, 403, 403, 403, 403, 403]

const FULL_WEEK = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, ['09:00', '10:30', '14:00', '15:30', '16:00']])
)

export const HTTP_MATRIX: Record<string, MatrixRow> = {
  'GET /api/health': row(at('/api/health'), EVERYONE_200),
  // The SPA's page for every caller (503 until the client is built: `npm run build:client`).
  'GET /*': row(
    at('/beranda'),
    existsSync(new URL('../../../client/dist/index.html', import.meta.url)) ? EVERYONE_200 : EVERYONE(503)
  ),
  // Unknown API paths: 404 for everyone, whatever the method.
  ...Object.fromEntries(
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((m) => [`${m} /api/*`, row(at('/api/tidak-ada'), EVERYONE(404))])
  ),
  'GET /api/admin/consumers': row(at('/api/admin/consumers'), ADMINS),

  // identity
  'POST /api/register': row(() => ({ path: '/api/register', body: patientPayload(), detached: true }), EVERYONE(201)),
  'POST /api/login': row(
    (c) => ({ path: '/api/login', body: { email: c.victim.email, password: c.victim.password }, detached: true }),
    EVERYONE_200
  ),
  'POST /api/logout': row(at('/api/logout'), EVERYONE(204)),
  'GET /api/user': row(at('/api/user'), SIGNED_IN),
  // the same answer whether or not the address has an account
  'POST /api/password/forgot': row(() => ({ path: '/api/password/forgot', body: { email: uniqueEmail('lupa') } }), EVERYONE(202)),
  // an unknown token: 422 on `token` for everyone (the token is the credential, not the session)
  'POST /api/password/reset': row(at('/api/password/reset', { token: 'x'.repeat(43), password: 'rahasia456' }), EVERYONE(422)),
  'POST /api/email/verify': row(at('/api/email/verify', { token: 'x'.repeat(43) }), EVERYONE(422)),
  // any signed-in role; a wrong current password changes nothing
  'POST /api/password/change': row(
    at('/api/password/change', { currentPassword: 'bukan-sandinya', password: 'rahasia456' }),
    [401, 422, 422, 422, 422, 422, 422, 422, 422, 422]
  ),
  // the fixtures' e-mails are verified (409), except admin2's, made straight in the table (202)
  'POST /api/email/verification': row(at('/api/email/verification'), [401, 409, 409, 409, 409, 409, 409, 409, 409, 202]),
  'GET /api/admin/users': row(at('/api/admin/users'), ADMINS),
  'GET /api/admin/users/page': row(at('/api/admin/users/page'), ADMINS),
  'GET /api/admin/users/export.csv': row(at('/api/admin/users/export.csv?filter=patients'), ADMINS),
  'GET /api/admin/activity': row(at('/api/admin/activity'), ADMINS),
  'GET /api/admin/stats': row(at('/api/admin/stats'), ADMINS),
  'POST /api/admin/users': row(
    () => ({
      path: '/api/admin/users',
      body: { role: 'PROVIDER', email: uniqueEmail('undangan'), displayName: 'Ns. Undangan', providerRole: 'Perawat' },
    }),
    [401, 403, 403, 403, 403, 403, 403, 403, 201, 201]
  ),
  'PATCH /api/admin/users/:id': row(
    at((c) => `/api/admin/users/${c.victim.user.id}`, { status: 'ACTIVE' }),
    ADMINS
  ),
  'POST /api/admin/users/:id/verify': row(
    at((c) => `/api/admin/users/${c.candidate.user.id}/verify`),
    ADMINS
  ),
  'DELETE /api/admin/users/:id': row(async (c) => ({ path: `/api/admin/users/${await c.freshVictim()}` }), ADMINS),
  'GET /api/clinic/settings': row(at('/api/clinic/settings'), SIGNED_IN),
  'GET /api/admin/settings': row(at('/api/admin/settings'), ADMINS),
  'PATCH /api/admin/settings': row(at('/api/admin/settings', { waitlistHoldMinutes: 30 }), ADMINS),
  'PATCH /api/provider/profile': row((c, who) => ({ path: '/api/provider/profile', body: { strNumber: strOf(c, who) } }), PROVIDERS),
  // one's own profile: patients and providers; an admin has none (403)
  'GET /api/profile': row(at('/api/profile'), PATIENTS_AND_PROVIDERS),
  'PATCH /api/profile': row(
    (_c, who) => ({
      path: '/api/profile',
      body: who === 'patientA' || who === 'patientB' ? { occupation: 'Guru' } : { specialization: 'Keperawatan Umum' },
    }),
    PATIENTS_AND_PROVIDERS
  ),

  // scheduling
  'GET /api/providers': row(at('/api/providers'), SIGNED_IN),
  'GET /api/providers/:providerId/availability': row(
    at(
      (c) =>
        `/api/providers/${c.bookable.user.profile!.id}/availability?date=${DateTime.now().setZone('Asia/Jakarta').plus({ days: 3 }).toISODate()}`
    ),
    SIGNED_IN
  ),
  'GET /api/provider/schedule': row(at('/api/provider/schedule'), PROVIDERS),
  // every clinic slot every day, no day off: the same offer as a provider without a schedule
  'PUT /api/provider/schedule': row(at('/api/provider/schedule', { weekly: FULL_WEEK, daysOff: [] }), PROVIDERS),
  'POST /api/appointments': row(
    (c) => ({ path: '/api/appointments', body: { providerId: c.bookable.user.profile!.id, scheduledAt: c.nextSlot() } }),
    [401, 201, 201, 403, 403, 403, 403, 403, 403, 403]
  ),
  'GET /api/appointments': row(at('/api/appointments'), PATIENTS_AND_PROVIDERS),
  'GET /api/appointments/overview': row(at('/api/appointments/overview'), PATIENTS_AND_PROVIDERS),
  'GET /api/appointments/list': row(at('/api/appointments/list'), PATIENTS_AND_PROVIDERS),
  'GET /api/appointments/:id': row(
    at((c) => `/api/appointments/${c.appointmentInside}`),
    [401, 200, 404, 404, 200, 404, 404, 404, 403, 403]
  ),
  'PATCH /api/appointments/:id/status': row(
    async (c) => ({ path: `/api/appointments/${await c.freshAppointment()}/status`, body: { status: 'CANCELLED' } }),
    [401, 200, 404, 404, 404, 404, 404, 404, 403, 403]
  ),
  // issue 12: cancel and move (A's fresh appointment, days ahead: before the cut-off), the history
  'POST /api/appointments/:id/cancel': row(
    async (c) => ({ path: `/api/appointments/${await c.freshAppointment()}/cancel`, body: { reason: 'Alasan matriks' } }),
    [401, 200, 404, 404, 404, 404, 404, 404, 403, 403]
  ),
  'POST /api/appointments/:id/reschedule': row(
    async (c) => ({ path: `/api/appointments/${await c.freshAppointment()}/reschedule`, body: { scheduledAt: c.nextSlot() } }),
    [401, 200, 404, 404, 404, 404, 404, 404, 403, 403]
  ),
  'GET /api/appointments/:id/history': row(
    at((c) => `/api/appointments/${c.appointmentInside}/history`),
    [401, 200, 404, 404, 200, 404, 404, 404, 403, 403]
  ),
  'GET /api/waitlist': row(at('/api/waitlist'), PATIENTS),
  'POST /api/waitlist': row(
    async (c) => ({ path: '/api/waitlist', body: { providerId: c.bookable.user.profile!.id, date: await fullWaitlistDay(c) } }),
    [401, 201, 201, 403, 403, 403, 403, 403, 403, 403]
  ),
  'POST /api/waitlist/offers/:id/accept': row(
    async (c) => ({ path: `/api/waitlist/offers/${await offerToAccept(c)}/accept` }),
    [401, 201, 404, 403, 403, 403, 403, 403, 403, 403]
  ),
  'POST /api/waitlist/offers/:id/decline': row(
    async (c) => ({ path: `/api/waitlist/offers/${await offerToDecline(c)}/decline` }),
    A_WAITLIST(200)
  ),
  'DELETE /api/waitlist/:id': row(async (c) => ({ path: `/api/waitlist/${await entryOfA(c)}` }), A_WAITLIST(200)),

  // records
  'POST /api/medical-records': row(
    (c) => ({ path: '/api/medical-records', body: { patientId: A(c), notes: 'Catatan matriks' } }),
    [401, 403, 403, 403, 201, 403, 403, 403, 403, 403]
  ),
  'PATCH /api/medical-records/:id': row(
    at((c) => `/api/medical-records/${c.recordId}`, { notes: SECRET_NOTE }),
    [401, 403, 403, 404, 200, 404, 404, 404, 403, 403]
  ),
  'PUT /api/consultations/:appointmentId/record': row(
    at((c) => `/api/consultations/${c.appointmentInside}/record`, { notes: SECRET_NOTE }),
    [401, 403, 403, 404, 201, 404, 404, 404, 403, 403]
  ),
  // the call (issue 19): A and the provider inside are its participants, an hour early (409
  // room_not_open; modules/call/tests/ice-servers.int.spec.ts has them at 200 inside the join window)
  'GET /api/consultations/:appointmentId/ice-servers': row(
    at((c) => `/api/consultations/${c.appointmentInside}/ice-servers`),
    [401, 409, 404, 404, 409, 404, 404, 404, 403, 403]
  ),
  'GET /api/provider/medical-records': row(at('/api/provider/medical-records'), PROVIDERS),
  'GET /api/provider/medical-records/page': row(at('/api/provider/medical-records/page'), PROVIDERS),
  'GET /api/provider/patients': row(at('/api/provider/patients'), PROVIDERS),
  'GET /api/provider/patients/page': row(at('/api/provider/patients/page'), PROVIDERS),
  'GET /api/provider/patients/stats': row(at('/api/provider/patients/stats'), PROVIDERS),
  'PATCH /api/uploads/:id': row(
    at((c) => `/api/uploads/${c.uploadId}`, { hidden: false }),
    [401, 403, 403, 404, 200, 404, 404, 404, 403, 403]
  ),
  'POST /api/upload': row((c) => ({ path: '/api/upload', form: pdfForm(A(c)) }), [401, 403, 403, 403, 201, 403, 403, 403, 403, 403]),
  'GET /api/patients/:patientId/records': row(
    at((c) => `/api/patients/${A(c)}/records`),
    A_RECORDS
  ),
  'GET /api/patients/:patientId/records/page': row(
    at((c) => `/api/patients/${A(c)}/records/page`),
    A_RECORDS
  ),
  'GET /api/patients/:patientId/records/count': row(
    at((c) => `/api/patients/${A(c)}/records/count`),
    A_RECORDS
  ),
  'GET /api/patients/:patientId/uploads': row(
    at((c) => `/api/patients/${A(c)}/uploads`),
    A_RECORDS
  ),
  'GET /api/patients/:patientId/uploads/page': row(
    at((c) => `/api/patients/${A(c)}/uploads/page`),
    A_RECORDS
  ),
  'GET /api/uploads/:id/download': row(
    at((c) => `/api/uploads/${c.uploadId}/download`),
    [401, 200, 404, 404, 200, 404, 404, 404, 403, 403]
  ),
  'GET /api/patients/:patientId/access-log': row(
    at((c) => `/api/patients/${A(c)}/access-log`),
    [401, 200, 403, 403, 403, 403, 403, 403, 403, 403]
  ),
  'GET /api/patients/:patientId/access-log/page': row(
    at((c) => `/api/patients/${A(c)}/access-log/page`),
    [401, 200, 403, 403, 403, 403, 403, 403, 403, 403]
  ),

  // learning (not patient data: unverified providers learn too)
  'GET /api/learning/materials': row(at('/api/learning/materials'), PROVIDERS),
  'GET /api/learning/videos': row(at('/api/learning/videos'), PROVIDERS),
  'GET /api/learning/questionnaires': row(at('/api/learning/questionnaires'), PROVIDERS),
  'GET /api/learning/quizzes': row(at('/api/learning/quizzes'), PROVIDERS),
  'GET /api/quiz-results': row(at('/api/quiz-results'), PROVIDERS),
  'GET /api/quiz-results/levels': row(at('/api/quiz-results/levels'), PROVIDERS),
  'POST /api/quiz-results': row(
    at('/api/quiz-results', { quizLevel: 'BASIC', answers: Array(10).fill(0) }),
    [401, 403, 403, 201, 201, 201, 201, 201, 403, 403]
  ),

  // notification (the header bell: every signed-in user, their own rows only; foreign ids change nothing)
  'GET /api/notifications': row(at('/api/notifications'), SIGNED_IN),
  'POST /api/notifications/read': row(at('/api/notifications/read', { all: true }), SIGNED_IN),

  // terminology (issue 13: code catalogues, no patient data; providers, verified or not, and admins)
  'GET /api/terminology/search': row(
    at('/api/terminology/search?system=sdki&q=nyeri'),
    [401, 403, 403, 200, 200, 200, 200, 200, 200, 200]
  ),
  'GET /api/terminology/sdki/:code': row(at('/api/terminology/sdki/D.0077'), [401, 403, 403, 200, 200, 200, 200, 200, 200, 200]),
  // consent (the signed-in patient's own ledger; another patient's entry is not found)
  'GET /api/consents': row(at('/api/consents'), PATIENTS),
  'POST /api/consents': row(giveConsentRequest, [401, 201, 201, 403, 403, 403, 403, 403, 403, 403]),
  'POST /api/consents/:id/withdraw': row(withdrawConsentOfA, [401, 201, 404, 403, 403, 403, 403, 403, 403, 403]),
  // messaging (issue 22, 'Pesan'): patients and providers, their own conversations; an admin reads none
  'GET /api/conversations': row(at('/api/conversations'), PATIENTS_AND_PROVIDERS),
  'GET /api/conversations/unread': row(at('/api/conversations/unread'), PATIENTS_AND_PROVIDERS),
  'GET /api/conversations/:id': row(async (c) => ({ path: `/api/conversations/${await conversationOfA(c)}` }), A_CONVERSATION(200)),
  'GET /api/conversations/:id/messages': row(
    async (c) => ({ path: `/api/conversations/${await conversationOfA(c)}/messages` }),
    A_CONVERSATION(200)
  ),
  // a chat consultation's conversation, found by its appointment (issue 22): that appointment's pair only
  'GET /api/conversations/of-appointment/:appointmentId': row(async (c) => {
    await conversationOfA(c) // opened by the booking's event
    return { path: `/api/conversations/of-appointment/${c.appointmentInside}` }
  }, A_CONVERSATION(200)),
  // with a file (multipart, issue 22): the access rule answers before the file is read; JSON text is the same route
  'POST /api/conversations/:id/messages': row(
    async (c) => ({ path: `/api/conversations/${await conversationOfA(c)}/messages`, form: attachmentForm('Halo dari matriks') }),
    A_CONVERSATION(201)
  ),
  // a message's attachment: the two participants (the provider inside the window); others learn nothing (404)
  'GET /api/messages/:id/attachment': row(
    async (c) => ({ path: `/api/messages/${await attachmentOfA(c)}/attachment` }),
    A_CONVERSATION(200)
  ),
  'POST /api/conversations/:id/read': row(
    async (c) => ({ path: `/api/conversations/${await conversationOfA(c)}/read`, body: { upTo: await messageOfA(c) } }),
    A_CONVERSATION(200)
  ),
  'POST /api/conversations/:id/typing': row(
    async (c) => ({ path: `/api/conversations/${await conversationOfA(c)}/typing`, body: {} }),
    A_CONVERSATION(204)
  ),
  // A's own message, fresh per cell: only its sender withdraws it (the other participant: 404)
  'POST /api/messages/:id/withdraw': row(
    async (c) => ({ path: `/api/messages/${await messageOfA(c)}/withdraw`, body: {} }),
    [401, 200, 404, 404, 404, 404, 404, 404, 403, 403]
  ),
  // pre-visit intake (issue 22): A and the provider inside the window read it; A alone writes it (before the room opens)
  'GET /api/appointments/:id/intake': row(
    at((c) => `/api/appointments/${c.appointmentInside}/intake`),
    [401, 200, 404, 404, 200, 404, 404, 404, 403, 403]
  ),
  'PUT /api/appointments/:id/intake': row(freshIntakeOfA, [401, 201, 404, 403, 403, 403, 403, 403, 403, 403]),
  'GET /api/appointments/:id/intake/fhir': row(intakeFhirOfA, [401, 200, 404, 404, 200, 404, 404, 404, 403, 403]),
  'GET /api/fhir/Questionnaire/intake': row(at('/api/fhir/Questionnaire/intake'), EVERYONE_200),
  // health probes (public, ok / unavailable only) and /metrics (404 without METRICS_TOKEN: never public by default)
  'GET /api/health/live': row(at('/api/health/live'), EVERYONE_200),
  'GET /api/health/ready': row(at('/api/health/ready'), EVERYONE_200),
  'GET /metrics': row(at('/metrics'), EVERYONE(404)),
  // operations (issue 14, /admin/operasi): admins only; unknown ids are 404, a bad replay request 422
  'GET /api/admin/outbox': row(at('/api/admin/outbox'), ADMINS),
  'GET /api/admin/dead-letters': row(at('/api/admin/dead-letters?status=all'), ADMINS),
  'GET /api/admin/dead-letters/:id': row(at('/api/admin/dead-letters/999999999'), OPS_MISSING),
  'POST /api/admin/dead-letters/:id/retry': row(at('/api/admin/dead-letters/999999999/retry', {}), OPS_MISSING),
  'POST /api/admin/dead-letters/:id/discard': row(
    at('/api/admin/dead-letters/999999999/discard', { reason: 'uji matriks' }),
    OPS_MISSING
  ),
  'POST /api/admin/dead-letters/retry-all': row(at('/api/admin/dead-letters/retry-all', { consumer: 'identity.admin-users' }), ADMINS),
  'GET /api/admin/replays': row(at('/api/admin/replays'), ADMINS),
  'POST /api/admin/replays': row(
    at('/api/admin/replays', { projection: 'tidak.ada' }),
    [401, 403, 403, 403, 403, 403, 403, 403, 422, 422]
  ),
  'GET /api/admin/replays/:id': row(at('/api/admin/replays/00000000-0000-4000-8000-000000000000'), OPS_MISSING),
  'DELETE /api/admin/replays/:id': row(at('/api/admin/replays/00000000-0000-4000-8000-000000000000'), OPS_MISSING),
  // issue 24: the bookings of A (name, e-mail, birth date, complaint) are shown redacted; a reveal needs a reason
  'GET /api/admin/events': row(at('/api/admin/events?type=AppointmentBooked&limit=100'), ADMINS),
  'POST /api/admin/events/:id/reveal': row(
    at('/api/admin/events/00000000-0000-4000-8000-000000000000/reveal', { reason: 'uji matriks' }),
    OPS_MISSING
  ),
  // fhir export (issue 13): the record's patient or a provider treating them now; others learn nothing of a record id (404)
  'GET /api/medical-records/:id/fhir': row(
    at((c) => `/api/medical-records/${c.recordId}/fhir`),
    [401, 200, 404, 404, 200, 404, 404, 404, 403, 403]
  ),
  'GET /api/patients/:patientId/fhir': row(
    at((c) => `/api/patients/${A(c)}/fhir`),
    A_RECORDS
  ),
  // satusehat (issue 13: the exchange status of A's record for its author while treating A, and admins; the queue for admins;
  // issue 24: anyone else learns nothing of the record id — 404, as for a random id)
  'GET /api/medical-records/:id/satusehat': row(
    async (c) => {
      // The record is queued by an event consumer: wait until the queue has it.
      const path = `/api/medical-records/${c.recordId}/satusehat`
      await eventually(async () => (await c.accounts.admin.client.get(path)).status === 200, 10_000)
      return { path }
    },
    [401, 403, 403, 404, 200, 404, 404, 404, 200, 200]
  ),
  'GET /api/admin/fhir-exchange': row(at('/api/admin/fhir-exchange?status=PENDING'), ADMINS),
  'GET /api/admin/fhir-exchange/summary': row(at('/api/admin/fhir-exchange/summary'), ADMINS),
  'POST /api/admin/fhir-exchange/:id/retry': row(
    at('/api/admin/fhir-exchange/00000000-0000-4000-8000-000000000000/retry', {}),
    [401, 403, 403, 403, 403, 403, 403, 403, 404, 404]
  ),
  // the API document and its reference page (docs/api.md): public
  'GET /api/openapi.json': row(at('/api/openapi.json'), EVERYONE_200),
  'GET /api/docs': row(at('/api/docs'), EVERYONE_200),
  // the Resume Medis of A's (finalised) record: A and the treating provider; others learn nothing (404)
  'GET /api/medical-records/:id/resume.pdf': row(
    at((c) => `/api/medical-records/${c.recordId}/resume.pdf`),
    [401, 200, 404, 404, 200, 404, 404, 404, 403, 403]
  ),
}

/** Who may see patient A's clinical content; every other answer is searched for it. */
export const MAY_SEE_A_RECORDS: ReadonlySet<Caller> = new Set<Caller>(['patientA', 'providerInside'])
/**
 * Who may see A's name at all (A's verified providers see it on their appointments, admins manage
 * accounts; a provider whose verification was withdrawn reads no patient data — issue 24).
 */
export const MAY_SEE_A_NAME: ReadonlySet<Caller> = new Set<Caller>([
  'patientA',
  'providerBefore',
  'providerInside',
  'providerAfter',
  'admin',
  'admin2',
])
/** Who may see A's profile (the provider's patient list: the records access rule, issue 24). */
export const MAY_SEE_A_PROFILE: ReadonlySet<Caller> = new Set<Caller>(['patientA', 'providerInside'])
/** Who may see A's complaint: A and the verified providers A booked (their own appointments); never an admin. */
export const MAY_SEE_A_COMPLAINT: ReadonlySet<Caller> = new Set<Caller>([
  'patientA',
  'providerBefore',
  'providerInside',
  'providerAfter',
])
