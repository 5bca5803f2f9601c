import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import type { WaitlistOfferClosed } from '#events/scheduling/waitlist-offer-closed'
import type { PatientProfile, ProviderProfile } from '#modules/identity/index'
import type { AppointmentType } from '../contracts/appointment-type.js'
import { decideAppointmentType } from './appointment-type.js'
import { APPOINTMENT_MINUTES, checkBookableSlot, type ClinicRules, type ProviderSchedule } from './slots.js'
import { offerClosed, type OfferState } from './waitlist-offer-events.js'
import { decideOfferAnswer } from './waitlist-rules.js'

export const DEFAULT_REASON = 'Konsultasi umum'
export const PROFILE_INCOMPLETE_MESSAGE = 'scheduling.profile_incomplete'
export const SLOT_HELD_MESSAGE = 'scheduling.slot_held'
export const SLOT_TAKEN_MESSAGE = 'scheduling.slot_taken'

/** What the patient asked for (the booking wizard's body, or a waitlist offer taken). */
export interface BookingCommand {
  actor: { userId: string; role: string } | null
  providerId: string
  scheduledAt: Date
  patientId?: string
  reason?: string
  complaint?: string | null
  paymentMethod?: string | null
  type?: AppointmentType
  /** The waitlist offer this booking takes (its slot is held for this patient). */
  offerId?: string
  /** The new appointment's id and meeting link, made beforehand (record-booking.ts). */
  appointmentId: string
  meetLink: string
  now: Date
  clinic: ClinicRules
}

/**
 * Everything the rules read: once before the provider's schedule lock (a refusal then is a refusal
 * at that instant) and, for a booking that may pass, the provider's side again under it.
 */
export interface BookingState {
  patient: PatientProfile | null
  emailVerified: boolean
  /** Profile fields the first booking needs that the patient has not given yet. */
  missingProfileFields: string[]
  provider: ProviderProfile | null
  /** The provider's schedule on the asked day. */
  schedule: ProviderSchedule
  /** An open waitlist offer of another patient holds the slot. */
  slotHeld: boolean
  /** A non-cancelled appointment has the slot already (the unique index still decides a race). */
  slotTaken: boolean
  /** The offer named by `offerId`, as it is now (null when there is none). */
  offer: OfferState | null
}

export interface BookingRefusal {
  ok: false
  status: number
  message: string
  fields?: { field: string; message: string }[]
  params?: Record<string, string | number>
}

/** The booking's event payloads: the offer it settles (first) and AppointmentBooked (its `createdAt` is the row's). */
export interface BookingDecision {
  ok: true
  offerClosed: WaitlistOfferClosed | null
  booked: Omit<AppointmentBooked, 'createdAt'>
}

const refuse = (status: number, message: string, field?: string, fieldMessage = message): BookingRefusal => ({
  ok: false,
  status,
  message,
  ...(field ? { fields: [{ field, message: fieldMessage }] } : {}),
})

/**
 * A patient books one of a provider's slots: who may book, for whom, with which provider, at
 * what time, of which type and fee. Answers the events to append or the refusal. Pure; a slot seen
 * taken is refused here, but its uniqueness stays the database's (a race has one winner, the others get 409).
 */
export function decideBooking(command: BookingCommand, state: BookingState): BookingDecision | BookingRefusal {
  if (command.actor?.role !== 'PATIENT') return refuse(403, 'scheduling.only_patients_book')
  const { patient, provider } = state
  if (!patient) return refuse(403, 'scheduling.patient_profile_missing')
  if (!state.emailVerified) return refuse(403, 'identity.email_not_verified')
  if (command.patientId && command.patientId !== patient.id) {
    return refuse(403, 'scheduling.book_only_for_self', 'patientId', 'scheduling.not_your_patient_profile')
  }
  // NIK, date of birth, gender and phone are needed before the first booking (the wizard asks for them)
  if (state.missingProfileFields.length > 0) {
    return {
      ...refuse(422, PROFILE_INCOMPLETE_MESSAGE),
      fields: state.missingProfileFields.map((field) => ({ field, message: 'scheduling.profile_field_required' })),
    }
  }
  if (!provider) return refuse(404, 'scheduling.provider_not_found', 'providerId', 'scheduling.not_found_field')
  if (!provider.verified) return refuse(422, 'scheduling.provider_unverified', 'providerId', 'scheduling.provider_unverified_field')
  if (provider.status !== 'ACTIVE')
    return refuse(422, 'scheduling.provider_inactive', 'providerId', 'scheduling.provider_inactive_field')

  const kind = decideAppointmentType(command.type, provider)
  if (!kind.ok) return refuse(kind.status, kind.message, kind.field)
  const slot = checkBookableSlot(command.scheduledAt, command.now, command.clinic, state.schedule)
  if (!slot.ok) return { ...refuse(422, slot.message, slot.field), params: slot.params }
  // a slot held for a waiting patient is theirs until the hold ends (docs/waitlist.md)
  if (state.slotHeld) return refuse(409, SLOT_HELD_MESSAGE, 'scheduledAt', 'scheduling.slot_taken_field')
  if (command.offerId) {
    const answer = decideOfferAnswer(state.offer, command.actor.userId, command.now)
    if (!answer.ok) return refuse(answer.status, answer.message, answer.field)
  }
  // last, as the insert's unique index refuses it (book-appointment.ts slotConflict: same body)
  if (state.slotTaken) return refuse(409, SLOT_TAKEN_MESSAGE, 'scheduledAt', 'scheduling.slot_taken_field')

  return {
    ok: true,
    offerClosed: command.offerId && state.offer ? offerClosed(state.offer, 'ACCEPTED', command.appointmentId) : null,
    booked: bookedEvent({
      id: command.appointmentId,
      meetLink: command.meetLink,
      patient,
      provider,
      scheduledAt: command.scheduledAt,
      zone: command.clinic.zone,
      reason: command.reason || DEFAULT_REASON,
      complaint: command.complaint || null,
      paymentMethod: command.paymentMethod || null,
      type: kind.type,
      fee: kind.fee,
    }),
  }
}

/** A booking already allowed (also the demo's open consultation, seed/demo-consultation.ts). */
export interface BookingFacts {
  id: string
  meetLink: string
  patient: PatientProfile
  provider: ProviderProfile
  scheduledAt: Date
  zone: string
  reason: string
  complaint: string | null
  paymentMethod: string | null
  /** VIDEO or CHAT, decided against the provider's offer (appointment-type.ts), at that type's fee. */
  type: AppointmentType
  fee: number
}

/** AppointmentBooked's payload, a snapshot of both participants as they are now. Pure. */
export function bookedEvent(facts: BookingFacts): Omit<AppointmentBooked, 'createdAt'> {
  const { patient, provider } = facts
  return {
    appointmentId: facts.id,
    status: 'SCHEDULED',
    scheduledAt: facts.scheduledAt.toISOString(),
    durationMinutes: APPOINTMENT_MINUTES,
    timezone: facts.zone,
    meetLink: facts.meetLink,
    reason: facts.reason,
    complaint: facts.complaint,
    paymentMethod: facts.paymentMethod,
    consultationFee: facts.fee,
    patientId: patient.id,
    patientUserId: patient.userId,
    patientName: patient.fullName,
    patientEmail: patient.email,
    patientGender: patient.gender,
    patientContact: patient.contact,
    patientDob: patient.dob,
    patientMedicalRecordNumber: patient.medicalRecordNumber,
    providerId: provider.id,
    providerUserId: provider.userId,
    providerName: provider.displayName,
    providerEmail: provider.email,
    providerRole: provider.providerRole,
    providerSpecialization: provider.specialization,
    type: facts.type,
  }
}
