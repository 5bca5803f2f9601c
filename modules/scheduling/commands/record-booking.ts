import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appendEvents } from '#events/outbox'
import type { NewEvent } from '#events/envelope'
import { AppointmentBookedV1 } from '#events/scheduling/appointment-booked'
import type { CommandContext } from '#modules/kernel/index'
import type { PatientProfile, ProviderProfile } from '#modules/identity/index'
import { APPOINTMENT_MINUTES } from '../domain/slots.js'
import { consultationLink, createMeetLink } from '../meet/meet-link.js'
import { appOrigin } from '#modules/kernel/index'
import { settings } from '../settings.js'
import type { AppointmentType } from '../contracts/appointment-type.js'

export interface Booking {
  patient: PatientProfile
  provider: ProviderProfile
  scheduledAt: Date
  zone: string
  reason: string
  input: { complaint?: string | null; paymentMethod?: string | null }
  /** VIDEO or CHAT, decided against the provider's offer (domain/appointment-type.ts), at that type's fee. */
  type: AppointmentType
  fee: number
}

/**
 * The new appointment's id and meeting link, made before its transaction: by default the
 * built-in call's consultation page of that id; with MEET_BASE_URL a room on the clinic's Jitsi.
 */
export async function bookingFacts(booking: Booking) {
  const id = randomUUID()
  const meet = settings.meet()
  const meetLink = meet ? await createMeetLink(meet, booking.scheduledAt) : consultationLink(appOrigin(), id)
  return { ...booking, id, meetLink }
}

/**
 * Writes a checked booking: the `appointments` row and AppointmentBooked (after the events of
 * `before`, e.g. the waitlist offer it settles), in the caller's transaction.
 */
export async function recordBooking(
  trx: TransactionClientContract,
  facts: Awaited<ReturnType<typeof bookingFacts>>,
  ctx: CommandContext,
  before?: (appointmentId: string) => Promise<NewEvent[]> | undefined
) {
  const { patient, provider, scheduledAt, meetLink, reason } = facts
  const [row] = await trx
    .table('appointments')
    .insert({
      id: facts.id,
      patient_id: patient.id,
      patient_user_id: patient.userId,
      provider_id: provider.id,
      provider_user_id: provider.userId,
      scheduled_at: scheduledAt,
      status: 'SCHEDULED',
      meet_link: meetLink,
      reason,
      complaint: facts.input.complaint || null,
      payment_method: facts.input.paymentMethod || null,
      consultation_fee: facts.fee,
      type: facts.type,
    })
    .returning('*')
  const settled = (await before?.(row.id)) ?? []
  const booked = AppointmentBookedV1.create(row.id, {
    appointmentId: row.id,
    status: 'SCHEDULED',
    scheduledAt: scheduledAt.toISOString(),
    durationMinutes: APPOINTMENT_MINUTES,
    timezone: facts.zone,
    meetLink,
    reason,
    complaint: row.complaint,
    paymentMethod: row.payment_method,
    consultationFee: row.consultation_fee,
    createdAt: new Date(row.created_at).toISOString(),
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
    type: row.type,
  })
  const position = await appendEvents(trx, [...settled, booked], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
  return { row, position }
}
