import { z } from 'zod'
import { pageOf, pageQuerySchema, type ApiDocs } from '#modules/kernel/index'
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
import { directoryProviderSchema } from '#modules/identity/index'
import {
  appointmentsWindowSchema,
  appointmentTabSchema,
  availabilitySchema,
  idParams,
  providerParams,
  statusSchema,
} from './schemas.js'

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentSchedulingApi(api: ApiDocs) {
  // parts the client names (registered first, so the DTOs below refer to them)
  api.schema('AppointmentCounts', appointmentCountsSchema)
  api.schema('AppointmentHistoryEntry', appointmentHistoryEntrySchema)
  api.schema('AvailabilitySlot', availabilitySlotSchema)
  api.schema('DayOffConflictDto', dayOffConflictDtoSchema)
  api.schema('WaitlistOfferDto', waitlistOfferDtoSchema)
  const appointment = api.schema('AppointmentDto', appointmentDtoSchema)
  const item = api.schema('AppointmentItem', appointmentItemSchema)
  const overview = api.schema('AppointmentOverview', appointmentOverviewSchema)
  const history = api.schema('AppointmentHistoryDto', appointmentHistoryDtoSchema)
  const availability = api.schema('ProviderAvailability', providerAvailabilitySchema)
  const schedule = api.schema('ProviderScheduleDto', providerScheduleDtoSchema)
  api.schema('ScheduleConflictBody', scheduleConflictBodySchema)
  const waitlistEntry = api.schema('WaitlistEntryDto', waitlistEntryDtoSchema)
  const directory = api.schema('DirectoryProvider', directoryProviderSchema)

  api.route({
    method: 'get',
    path: '/api/providers',
    summary: 'Tenaga kesehatan yang dapat dipesan (array; halaman berikut di header Link) / Bookable providers',
    auth: 'signed-in',
    query: pageQuerySchema,
    response: { schema: z.array(directory) },
  })
  api.route({
    method: 'get',
    path: '/api/providers/:providerId/availability',
    summary: 'Slot satu hari / A provider’s slots on one day',
    auth: 'signed-in',
    params: providerParams,
    query: availabilitySchema,
    response: { schema: availability },
    errors: [404],
  })
  api.route({
    method: 'post',
    path: '/api/appointments',
    summary: 'Pesan janji temu / Book an appointment',
    auth: ['PATIENT'],
    body: bookAppointmentRequestSchema,
    response: { status: 201, schema: appointment },
    errors: [403, 404, 409, 429],
  })
  api.route({
    method: 'get',
    path: '/api/provider/schedule',
    summary: 'Jadwal Praktik saya / My weekly schedule and days off',
    auth: ['PROVIDER'],
    response: { schema: schedule },
  })
  api.route({
    method: 'put',
    path: '/api/provider/schedule',
    summary: 'Simpan Jadwal Praktik / Replace my schedule',
    description: '409 (`ScheduleConflictBody`) when a day off still has bookings; nothing is saved.',
    auth: ['PROVIDER'],
    body: providerScheduleRequestSchema,
    response: { schema: schedule },
    errors: [409],
  })
  api.route({
    method: 'get',
    path: '/api/appointments',
    summary: 'Janji temu saya (array; halaman berikut di header Link) / My appointments',
    auth: ['PATIENT', 'PROVIDER'],
    query: appointmentsWindowSchema.extend(pageQuerySchema.shape),
    response: { schema: z.array(appointment) },
  })
  api.route({
    method: 'get',
    path: '/api/appointments/overview',
    summary: 'Ringkasan dasbor / Dashboard overview',
    auth: ['PATIENT', 'PROVIDER'],
    response: { schema: overview },
  })
  api.route({
    method: 'get',
    path: '/api/appointments/list',
    summary: 'Daftar janji temu per status / Appointment list by status tab, cursor paged',
    auth: ['PATIENT', 'PROVIDER'],
    query: appointmentTabSchema.extend(pageQuerySchema.shape),
    response: { schema: pageOf(item) },
  })
  api.route({
    method: 'get',
    path: '/api/appointments/:id',
    summary: 'Satu janji temu / One appointment',
    auth: ['PATIENT', 'PROVIDER'],
    params: idParams,
    response: { schema: appointment },
    errors: [404],
    description:
      '`media` per side (patient, provider) from the built-in call: when its media first flowed, the connected seconds of the intervals that ended, the reconnections; null while none flowed (docs/video.md). `meetLink` is the consultation page `<APP_URL>/consultation/<id>` unless MEET_BASE_URL (external meeting link mode) is set.',
  })
  api.route({
    method: 'patch',
    path: '/api/appointments/:id/status',
    summary: 'Ubah status (selesai, batal) / Complete or cancel',
    auth: ['PATIENT', 'PROVIDER'],
    params: idParams,
    body: statusSchema,
    response: { schema: appointment },
    errors: [404, 409],
  })
  api.route({
    method: 'post',
    path: '/api/appointments/:id/cancel',
    summary: 'Batalkan dengan alasan / Cancel with a reason',
    auth: ['PATIENT', 'PROVIDER'],
    params: idParams,
    body: cancelAppointmentRequestSchema,
    response: { schema: appointment },
    errors: [404, 409],
  })
  api.route({
    method: 'post',
    path: '/api/appointments/:id/reschedule',
    summary: 'Pindah jadwal / Reschedule',
    auth: ['PATIENT', 'PROVIDER'],
    params: idParams,
    body: rescheduleAppointmentRequestSchema,
    response: { schema: appointment },
    errors: [404, 409],
  })
  api.route({
    method: 'get',
    path: '/api/appointments/:id/history',
    summary: 'Riwayat perubahan / Change history',
    auth: ['PATIENT', 'PROVIDER'],
    params: idParams,
    response: { schema: history },
    errors: [404],
  })

  api.route({
    method: 'get',
    path: '/api/waitlist',
    summary: 'Daftar tunggu saya / My waitlist entries',
    auth: ['PATIENT'],
    query: pageQuerySchema,
    response: { schema: pageOf(waitlistEntry) },
  })
  api.route({
    method: 'post',
    path: '/api/waitlist',
    summary: 'Masuk daftar tunggu hari yang penuh / Wait for a slot on a full day',
    auth: ['PATIENT'],
    body: joinWaitlistRequestSchema,
    response: { status: 201, schema: waitlistEntry },
    errors: [404, 409],
  })
  api.route({
    method: 'delete',
    path: '/api/waitlist/:id',
    summary: 'Keluar dari daftar tunggu / Leave the waitlist',
    auth: ['PATIENT'],
    params: waitlistIdParams,
    response: { schema: z.object({ id: z.string(), status: z.enum(waitlistEntryStatuses) }) },
    errors: [404, 409],
  })
  api.route({
    method: 'post',
    path: '/api/waitlist/offers/:id/accept',
    summary: 'Terima tawaran slot (memesan) / Accept an offered slot (books it)',
    auth: ['PATIENT'],
    params: waitlistIdParams,
    response: { status: 201, schema: appointment },
    errors: [404, 409, 410],
  })
  api.route({
    method: 'post',
    path: '/api/waitlist/offers/:id/decline',
    summary: 'Tolak tawaran slot / Decline an offered slot',
    auth: ['PATIENT'],
    params: waitlistIdParams,
    response: { schema: z.object({ id: z.string(), status: z.literal('DECLINED') }) },
    errors: [404, 409],
  })
}
