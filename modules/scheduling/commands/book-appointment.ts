import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { AppointmentBookedV1 } from '#events/scheduling/appointment-booked'
import { DomainError, forbidden, type CommandContext } from '#modules/kernel/index'
import { assertEmailVerified, findPatientProfileByUserId, findProviderProfile } from '#modules/identity/index'
import { APPOINTMENT_MINUTES, checkBookableSlot } from '../domain/slots.js'
import { createMeetLink } from '../meet/meet-link.js'
import { settings } from '../settings.js'
import type { BookAppointmentRequest as BookAppointmentInput } from '../contracts/book-appointment-request.js'
import { appointmentDto } from '../queries/appointment-dto.js'

export const SLOT_TAKEN_MESSAGE = 'scheduling.slot_taken'
export const PATIENT_BUSY_MESSAGE = 'scheduling.patient_busy'
export const DEFAULT_REASON = 'Konsultasi umum'

/**
 * A patient books one of a provider's slots. The slot's uniqueness is the database's job
 * (partial unique indexes over non-cancelled appointments), so a race has exactly one winner;
 * the losers get 409.
 */
export async function bookAppointment(input: BookAppointmentInput, ctx: CommandContext, now = new Date()) {
  if (ctx.actor?.role !== 'PATIENT') throw forbidden('scheduling.only_patients_book')
  const patient = await findPatientProfileByUserId(ctx.actor.userId)
  if (!patient) throw forbidden('scheduling.patient_profile_missing')
  await assertEmailVerified(ctx.actor.userId)
  if (input.patientId && input.patientId !== patient.id) {
    throw new DomainError(403, 'scheduling.book_only_for_self', [
      { field: 'patientId', message: 'scheduling.not_your_patient_profile' },
    ])
  }

  const provider = await findProviderProfile(input.providerId)
  if (!provider) {
    throw new DomainError(404, 'scheduling.provider_not_found', [{ field: 'providerId', message: 'scheduling.not_found_field' }])
  }
  if (!provider.verified) {
    throw new DomainError(422, 'scheduling.provider_unverified', [
      { field: 'providerId', message: 'scheduling.provider_unverified_field' },
    ])
  }
  if (provider.status !== 'ACTIVE') {
    throw new DomainError(422, 'scheduling.provider_inactive', [
      { field: 'providerId', message: 'scheduling.provider_inactive_field' },
    ])
  }

  const zone = settings.timezone()
  const scheduledAt = new Date(input.scheduledAt)
  const slot = checkBookableSlot(scheduledAt, now, zone, provider.availableSlots)
  if (!slot.ok) throw new DomainError(422, slot.message, [{ field: slot.field, message: slot.message }], slot.params)

  const meetLink = await createMeetLink(settings.meet(), scheduledAt)
  const reason = input.reason || DEFAULT_REASON
  try {
    return await db.transaction(async (trx) => {
      const [row] = await trx
        .table('appointments')
        .insert({
          patient_id: patient.id,
          patient_user_id: patient.userId,
          provider_id: provider.id,
          provider_user_id: provider.userId,
          scheduled_at: scheduledAt,
          status: 'SCHEDULED',
          meet_link: meetLink,
          reason,
          complaint: input.complaint || null,
          payment_method: input.paymentMethod || null,
          consultation_fee: provider.consultationFee,
        })
        .returning('*')
      const position = await appendEvents(
        trx,
        [
          AppointmentBookedV1.create(row.id, {
            appointmentId: row.id,
            status: 'SCHEDULED',
            scheduledAt: scheduledAt.toISOString(),
            durationMinutes: APPOINTMENT_MINUTES,
            timezone: zone,
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
          }),
        ],
        { actorId: ctx.actor?.userId, correlationId: ctx.correlationId }
      )
      return { appointment: appointmentDto(row, patient, provider), position }
    })
  } catch (error) {
    throw slotConflict(error) ?? error
  }
}

/** Maps a unique-index violation (also the loser of a race) to its 409. */
function slotConflict(error: unknown): DomainError | null {
  const e = error as { code?: string; constraint?: string }
  if (e.code !== '23505') return null
  if (e.constraint === 'appointments_provider_slot') {
    return new DomainError(409, SLOT_TAKEN_MESSAGE, [{ field: 'scheduledAt', message: 'scheduling.slot_taken_field' }])
  }
  if (e.constraint === 'appointments_patient_slot') {
    return new DomainError(409, PATIENT_BUSY_MESSAGE, [{ field: 'scheduledAt', message: 'scheduling.patient_busy_field' }])
  }
  return null
}
