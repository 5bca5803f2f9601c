import type { ModuleDefinition } from '#modules/kernel/index'
import { configureSchedulingSettings } from './settings.js'
import { schedulingPushes } from './pushes.js'
import { schedulingRoutes } from './http/routes.js'
import { appointmentViewsProjection } from './projections/appointment-views.js'
import { appointmentHistoryProjection } from './projections/appointment-history.js'
import { cancelOnAccountDeletedPolicy } from './policies/cancel-on-account-deleted.js'
import { appointmentRoomGuard } from './queries/appointment-room.js'
import { availabilityRoomGuard } from './queries/availability-room.js'
import { schedulingMessages } from './messages.js'
import { waitlistMessages } from './waitlist-messages.js'
import { offerFreedSlotsPolicy } from './policies/offer-freed-slots.js'
import { startWaitlistExpiry, stopWaitlistExpiry, pokeWaitlistExpiry } from './worker/waitlist-expiry.js'

/** Scheduling: provider directory and availability, appointments, consultation session end. */
export const schedulingModule: ModuleDefinition = {
  name: 'scheduling',
  configure: configureSchedulingSettings,
  http: schedulingRoutes,
  messages: {
    id: { ...schedulingMessages.id, ...waitlistMessages.id },
    en: { ...schedulingMessages.en, ...waitlistMessages.en },
  },
  consumers: [
    appointmentViewsProjection,
    appointmentHistoryProjection,
    cancelOnAccountDeletedPolicy,
    offerFreedSlotsPolicy(pokeWaitlistExpiry),
  ],
  roomGuards: [appointmentRoomGuard, availabilityRoomGuard],
  start: startWaitlistExpiry,
  stop: stopWaitlistExpiry,
  pushes: schedulingPushes,
}

// The facade other modules (records, consultation) use.
export { isParticipant, providerHasPatient, getAppointmentForParticipant, findParticipants } from './queries/appointments.js'
export { appointmentRoomAccess, appointmentRoomGuard, appointmentRoomRole } from './queries/appointment-room.js'
export { providerHasPatientScheduledIn, patientIdsScheduledIn, latestScheduledWithPatient } from './queries/treating-window.js'
export { completeAppointment, changeAppointmentStatus } from './commands/change-appointment-status.js'
export { cancelAppointment } from './commands/cancel-appointment.js'
export { rescheduleAppointment } from './commands/reschedule-appointment.js'
export { APPOINTMENT_HISTORY_CONSUMER } from './projections/appointment-history.js'
export type { AppointmentHistoryDto, AppointmentHistoryEntry } from './contracts/appointment-history.js'
export { APPOINTMENT_VIEWS_CONSUMER } from './projections/appointment-views.js'
export type { AppointmentDto } from './contracts/appointment-dto.js'
export type { AppointmentStatus } from './contracts/appointment-status.js'
export type { ConsultationRole, JoinAck, PresencePush, PresenceState, RoomAccess, RoomRefusal } from './contracts/presence.js'
export type { AppointmentChangedPush } from './contracts/appointment-changed-push.js'
export type { AvailabilityChangedPush } from './contracts/availability-changed-push.js'
export { seedDemoAppointments } from './seed/demo-appointments.js'
export { seedOpenDemoConsultation } from './seed/demo-consultation.js'
export { offerFreedSlot } from './commands/offer-freed-slot.js'
export { waitlistExpiryWorker } from './worker/waitlist-expiry.js'
export { WAITLIST_OFFERS_CONSUMER } from './policies/offer-freed-slots.js'
export type { WaitlistChangedPush } from './contracts/waitlist.js'
// The FHIR export's Encounter times (modules/fhir, issue 13).
export { sessionTimesOf } from './queries/session-times.js'
export type { SessionTimes } from './queries/session-times.js'
export { appointmentAnswers } from './queries/kept-answers.js'
export { waitlistAnswers } from './queries/kept-waitlists.js'
