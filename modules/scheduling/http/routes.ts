import { z } from 'zod'
import { apiSchemas, route, pageOf, pageQuerySchema, type ModuleRoutes } from '#modules/kernel/index'
import { directoryProviderSchema } from '#modules/identity/index'
import { cancelAppointmentRequestSchema, rescheduleAppointmentRequestSchema } from '../contracts/appointment-change-requests.js'
import { appointmentDtoSchema } from '../contracts/appointment-dto.js'
import { appointmentHistoryDtoSchema, appointmentHistoryEntrySchema } from '../contracts/appointment-history.js'
import { appointmentCountsSchema, appointmentItemSchema, appointmentOverviewSchema } from '../contracts/appointment-item.js'
import { bookAppointmentRequestSchema } from '../contracts/book-appointment-request.js'
import { availabilitySlotSchema, providerAvailabilitySchema } from '../contracts/provider-availability.js'
import {
  dayOffConflictDtoSchema,
  providerScheduleDtoSchema,
  providerScheduleRequestSchema,
  scheduleConflictBodySchema,
} from '../contracts/provider-schedule.js'
import {
  joinWaitlistRequestSchema,
  waitlistEntryDtoSchema,
  waitlistEntryStatuses,
  waitlistIdParams,
  waitlistOfferDtoSchema,
} from '../contracts/waitlist.js'
import {
  appointmentsWindowSchema,
  appointmentTabSchema,
  availabilitySchema,
  idParams,
  providerParams,
  statusSchema,
} from './schemas.js'

const schemas = apiSchemas({
  // parts the client names (registered first, so the DTOs below refer to them)
  AppointmentCounts: appointmentCountsSchema,
  AppointmentHistoryEntry: appointmentHistoryEntrySchema,
  AvailabilitySlot: availabilitySlotSchema,
  DayOffConflictDto: dayOffConflictDtoSchema,
  WaitlistOfferDto: waitlistOfferDtoSchema,
  AppointmentDto: appointmentDtoSchema,
  AppointmentItem: appointmentItemSchema,
  AppointmentOverview: appointmentOverviewSchema,
  AppointmentHistoryDto: appointmentHistoryDtoSchema,
  ProviderAvailability: providerAvailabilitySchema,
  ProviderScheduleDto: providerScheduleDtoSchema,
  ScheduleConflictBody: scheduleConflictBodySchema,
  WaitlistEntryDto: waitlistEntryDtoSchema,
  DirectoryProvider: directoryProviderSchema,
})

const ProvidersController = () => import('./providers-controller.js')
const AppointmentsController = () => import('./appointments-controller.js')
const AppointmentListsController = () => import('./appointment-lists-controller.js')
const ProviderScheduleController = () => import('./provider-schedule-controller.js')
const AppointmentChangesController = () => import('./appointment-changes-controller.js')
const WaitlistController = () => import('./waitlist-controller.js')
const PARTICIPANTS: ['PATIENT', 'PROVIDER'] = ['PATIENT', 'PROVIDER']
const PATIENT: ['PATIENT'] = ['PATIENT']

const booking = [
  route.get('/api/providers', [ProvidersController, 'index'], {
    summary: 'Tenaga kesehatan yang dapat dipesan (array; halaman berikut di header Link) / Bookable providers',
    auth: 'signed-in',
    query: pageQuerySchema,
    response: { schema: z.array(schemas.DirectoryProvider) },
  }),
  route.get('/api/providers/:providerId/availability', [ProvidersController, 'availability'], {
    summary: 'Slot satu hari / A provider’s slots on one day',
    auth: 'signed-in',
    params: providerParams,
    query: availabilitySchema,
    response: { schema: schemas.ProviderAvailability },
    errors: [404],
  }),
  route.post('/api/appointments', [AppointmentsController, 'store'], {
    summary: 'Pesan janji temu / Book an appointment',
    auth: PATIENT,
    body: bookAppointmentRequestSchema,
    response: { status: 201, schema: schemas.AppointmentDto },
    errors: [403, 404, 409, 429],
  }),
]

// 'Jadwal Praktik': a provider reads and replaces only their own schedule
const schedule = [
  route.get('/api/provider/schedule', [ProviderScheduleController, 'show'], {
    summary: 'Jadwal Praktik saya / My weekly schedule and days off',
    auth: ['PROVIDER'],
    response: { schema: schemas.ProviderScheduleDto },
  }),
  route.put('/api/provider/schedule', [ProviderScheduleController, 'update'], {
    summary: 'Simpan Jadwal Praktik / Replace my schedule',
    description: '409 (`ScheduleConflictBody`) when a day off still has bookings; nothing is saved.',
    auth: ['PROVIDER'],
    body: providerScheduleRequestSchema,
    response: { schema: schemas.ProviderScheduleDto },
    errors: [409],
  }),
]

const appointments = [
  route.get('/api/appointments', [AppointmentListsController, 'index'], {
    summary: 'Janji temu saya (array; halaman berikut di header Link) / My appointments',
    auth: PARTICIPANTS,
    query: appointmentsWindowSchema.extend(pageQuerySchema.shape),
    response: { schema: z.array(schemas.AppointmentDto) },
  }),
  // before '/appointments/:id', which would take 'overview' and 'list' for ids
  route.get('/api/appointments/overview', [AppointmentListsController, 'overview'], {
    summary: 'Ringkasan dasbor / Dashboard overview',
    auth: PARTICIPANTS,
    response: { schema: schemas.AppointmentOverview },
  }),
  route.get('/api/appointments/list', [AppointmentListsController, 'list'], {
    summary: 'Daftar janji temu per status / Appointment list by status tab, cursor paged',
    auth: PARTICIPANTS,
    query: appointmentTabSchema.extend(pageQuerySchema.shape),
    response: { schema: pageOf(schemas.AppointmentItem) },
  }),
  route.get('/api/appointments/:id', [AppointmentsController, 'show'], {
    summary: 'Satu janji temu / One appointment',
    auth: PARTICIPANTS,
    params: idParams,
    response: { schema: schemas.AppointmentDto },
    errors: [404],
    description:
      '`media` per side (patient, provider) from the built-in call: when its media first flowed, the connected seconds of the intervals that ended, the reconnections; null while none flowed (docs/video.md). `meetLink` is the consultation page `<APP_URL>/consultation/<id>` unless MEET_BASE_URL (external meeting link mode) is set.',
  }),
  route.patch('/api/appointments/:id/status', [AppointmentsController, 'updateStatus'], {
    summary: 'Ubah status (selesai, batal) / Complete or cancel',
    auth: PARTICIPANTS,
    params: idParams,
    body: statusSchema,
    response: { schema: schemas.AppointmentDto },
    errors: [404, 409],
  }),
  route.post('/api/appointments/:id/cancel', [AppointmentChangesController, 'cancel'], {
    summary: 'Batalkan dengan alasan / Cancel with a reason',
    auth: PARTICIPANTS,
    params: idParams,
    body: cancelAppointmentRequestSchema,
    response: { schema: schemas.AppointmentDto },
    errors: [404, 409],
  }),
  route.post('/api/appointments/:id/reschedule', [AppointmentChangesController, 'reschedule'], {
    summary: 'Pindah jadwal / Reschedule',
    auth: PARTICIPANTS,
    params: idParams,
    body: rescheduleAppointmentRequestSchema,
    response: { schema: schemas.AppointmentDto },
    errors: [404, 409],
  }),
  route.get('/api/appointments/:id/history', [AppointmentChangesController, 'history'], {
    summary: 'Riwayat perubahan / Change history',
    auth: PARTICIPANTS,
    params: idParams,
    response: { schema: schemas.AppointmentHistoryDto },
    errors: [404],
  }),
]

// docs/waitlist.md
const waitlist = [
  route.get('/api/waitlist', [WaitlistController, 'index'], {
    summary: 'Daftar tunggu saya / My waitlist entries',
    auth: PATIENT,
    query: pageQuerySchema,
    response: { schema: pageOf(schemas.WaitlistEntryDto) },
  }),
  route.post('/api/waitlist', [WaitlistController, 'store'], {
    summary: 'Masuk daftar tunggu hari yang penuh / Wait for a slot on a full day',
    auth: PATIENT,
    body: joinWaitlistRequestSchema,
    response: { status: 201, schema: schemas.WaitlistEntryDto },
    errors: [404, 409],
  }),
  route.delete('/api/waitlist/:id', [WaitlistController, 'destroy'], {
    summary: 'Keluar dari daftar tunggu / Leave the waitlist',
    auth: PATIENT,
    params: waitlistIdParams,
    response: { schema: z.object({ id: z.string(), status: z.enum(waitlistEntryStatuses) }) },
    errors: [404, 409],
  }),
  route.post('/api/waitlist/offers/:id/accept', [WaitlistController, 'accept'], {
    summary: 'Terima tawaran slot (memesan) / Accept an offered slot (books it)',
    auth: PATIENT,
    params: waitlistIdParams,
    response: { status: 201, schema: schemas.AppointmentDto },
    errors: [404, 409, 410],
  }),
  route.post('/api/waitlist/offers/:id/decline', [WaitlistController, 'decline'], {
    summary: 'Tolak tawaran slot / Decline an offered slot',
    auth: PATIENT,
    params: waitlistIdParams,
    response: { schema: z.object({ id: z.string(), status: z.literal('DECLINED') }) },
    errors: [404, 409],
  }),
]

export const schedulingRoutes: ModuleRoutes = { schemas, routes: [...booking, ...schedule, ...appointments, ...waitlist] }
