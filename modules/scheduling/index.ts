import type { ModuleDefinition } from '#modules/kernel/index'
import { registerSchedulingRoutes } from './http/routes.js'
import { appointmentViewsProjection } from './projections/appointment-views.js'
import { cancelOnAccountDeletedPolicy } from './policies/cancel-on-account-deleted.js'
import { appointmentRoomGuard } from './queries/appointment-room.js'
import { schedulingMessages } from './messages.js'
import { waitlistMessages } from './waitlist-messages.js'
import { offerFreedSlotsPolicy } from './policies/offer-freed-slots.js'
import { startWaitlistExpiry, stopWaitlistExpiry, pokeWaitlistExpiry } from './worker/waitlist-expiry.js'

/** Scheduling: provider directory and availability, appointments, consultation session end. */
export const schedulingModule: ModuleDefinition = {
  name: 'scheduling',
  registerRoutes: registerSchedulingRoutes,
  messages: {
    id: { ...schedulingMessages.id, ...waitlistMessages.id },
    en: { ...schedulingMessages.en, ...waitlistMessages.en },
  },
  consumers: [appointmentViewsProjection, cancelOnAccountDeletedPolicy, offerFreedSlotsPolicy(pokeWaitlistExpiry)],
  roomGuards: [appointmentRoomGuard],
  start: startWaitlistExpiry,
  stop: stopWaitlistExpiry,
}

// The facade other modules (records, consultation) use.
export { isParticipant, providerHasPatient, getAppointmentForParticipant } from './queries/appointments.js'
export { appointmentRoomGuard, appointmentRoomRole } from './queries/appointment-room.js'
export { providerHasPatientScheduledIn, patientIdsScheduledIn } from './queries/treating-window.js'
export { completeAppointment, changeAppointmentStatus } from './commands/change-appointment-status.js'
export { APPOINTMENT_VIEWS_CONSUMER } from './projections/appointment-views.js'
export type { AppointmentDto } from './contracts/appointment-dto.js'
export type { AppointmentStatus } from './contracts/appointment-status.js'
export type { ConsultationRole, JoinAck, PresencePush, PresenceState } from './contracts/presence.js'
export type { AppointmentChangedPush } from './contracts/appointment-changed-push.js'
export { seedDemoAppointments } from './seed/demo-appointments.js'
export { offerFreedSlot } from './commands/offer-freed-slot.js'
export { waitlistExpiryWorker } from './worker/waitlist-expiry.js'
export { WAITLIST_OFFERS_CONSUMER } from './policies/offer-freed-slots.js'
export type { WaitlistChangedPush } from './contracts/waitlist.js'
