import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { SessionEnded } from '#events/scheduling/session-ended'
import type { UserRegistered } from '#events/identity/user-registered'
import type { UserEmailChanged } from '#events/identity/user-email-changed'

export const APPOINTMENT_VIEWS_CONSUMER = 'scheduling.appointment-views'

/**
 * Upserts the latest name/e-mail of a user. Positions make it order-independent: identity and
 * scheduling events travel on different Kafka topics, so an older fact may arrive later.
 */
async function rememberPerson(
  trx: TransactionClientContract,
  person: { userId: string; name?: string; email: string },
  position: string
) {
  await trx.rawQuery(
    `INSERT INTO rm_appointment_people AS p (user_id, name, email, last_position) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET
       name = CASE WHEN EXCLUDED.name <> '' AND (p.name = '' OR p.last_position < EXCLUDED.last_position)
                   THEN EXCLUDED.name ELSE p.name END,
       email = CASE WHEN p.last_position < EXCLUDED.last_position THEN EXCLUDED.email ELSE p.email END,
       last_position = GREATEST(p.last_position, EXCLUDED.last_position)`,
    [person.userId, person.name ?? '', person.email, position]
  )
}

async function setStatus(
  e: EventEnvelope<AppointmentCancelled | SessionEnded>,
  trx: TransactionClientContract
) {
  await trx
    .from('rm_appointment_views')
    .where('id', e.payload.appointmentId)
    .where('last_position', '<', e.position)
    .update({ status: e.payload.status, updated_at: e.occurredAt, last_position: e.position })
}

/** rm_appointment_views (+ rm_appointment_people): the appointment lists, fed by events only. */
export const appointmentViewsProjection = defineConsumer({
  name: APPOINTMENT_VIEWS_CONSUMER,
  readModels: ['rm_appointment_views', 'rm_appointment_people'],
  handlers: {
    async AppointmentBooked(e: EventEnvelope<AppointmentBooked>, trx) {
      const p = e.payload
      await trx
        .knexQuery()
        .table('rm_appointment_views')
        .insert({
          id: p.appointmentId,
          patient_id: p.patientId,
          patient_user_id: p.patientUserId,
          patient_name: p.patientName,
          patient_gender: p.patientGender,
          patient_contact: p.patientContact,
          patient_dob: p.patientDob,
          patient_mrn: p.patientMedicalRecordNumber,
          provider_id: p.providerId,
          provider_user_id: p.providerUserId,
          provider_name: p.providerName,
          provider_role: p.providerRole,
          provider_specialization: p.providerSpecialization,
          scheduled_at: p.scheduledAt,
          duration_minutes: p.durationMinutes,
          status: p.status,
          meet_link: p.meetLink,
          reason: p.reason,
          complaint: p.complaint,
          payment_method: p.paymentMethod,
          consultation_fee: p.consultationFee,
          created_at: p.createdAt,
          updated_at: e.occurredAt,
          last_position: e.position,
        })
        .onConflict('id')
        .ignore()
      await rememberPerson(trx, { userId: p.patientUserId, name: p.patientName, email: p.patientEmail }, e.position)
      await rememberPerson(trx, { userId: p.providerUserId, name: p.providerName, email: p.providerEmail }, e.position)
    },
    AppointmentCancelled: setStatus,
    SessionEnded: setStatus,
    async UserRegistered(e: EventEnvelope<UserRegistered>, trx) {
      if (e.payload.role === 'ADMIN') return
      await rememberPerson(trx, { userId: e.payload.userId, name: e.payload.name, email: e.payload.email }, e.position)
    },
    async UserEmailChanged(e: EventEnvelope<UserEmailChanged>, trx) {
      await rememberPerson(trx, { userId: e.payload.userId, email: e.payload.email }, e.position)
    },
  },
})
