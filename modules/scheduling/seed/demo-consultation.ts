import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { clinicSettings } from '#modules/clinic/index'
import { findPatientProfileByUserId, listActiveProviders } from '#modules/identity/index'
import { APPOINTMENT_MINUTES } from '../domain/slots.js'
import { newAppointmentLink, recordBooking } from '../commands/record-booking.js'
import { bookedEvent, DEFAULT_REASON } from '../domain/booking.js'
import { settings } from '../settings.js'

const COMPLAINT = 'Konsultasi demo: panggilan video bawaan'

/**
 * A demo consultation of `patientUserId` with `providerUserId` whose room is open now, so a newcomer
 * can try the call at once (README): kept when one is open and its slot not over, else booked for
 * this minute. Written like any booking (row, AppointmentBooked, read models, mails), but outside
 * the clinic's slots: it is the demo's, not a patient's choice. Returns its id and link, or null
 * when one of the two is not an account of this database.
 */
export async function seedOpenDemoConsultation(patientUserId: string, providerUserId: string, now = new Date()) {
  const slotOver = new Date(now.getTime() - APPOINTMENT_MINUTES * 60_000)
  const opensBefore = new Date(now.getTime() + clinicSettings().joinOpensMinutesBefore * 60_000)
  const open = await db
    .from('appointments')
    .where({ patient_user_id: patientUserId, provider_user_id: providerUserId, status: 'SCHEDULED' })
    .where('scheduled_at', '<=', opensBefore)
    .where('scheduled_at', '>', slotOver)
    .select('id', 'meet_link')
    .first()
  if (open) return { id: open.id as string, meetLink: open.meet_link as string }

  const patient = await findPatientProfileByUserId(patientUserId)
  const provider = (await listActiveProviders()).find((p) => p.userId === providerUserId)
  if (!patient || !provider) return null
  const scheduledAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
  const booked = bookedEvent({
    ...(await newAppointmentLink(scheduledAt)),
    patient,
    provider,
    scheduledAt,
    zone: settings.timezone(),
    reason: DEFAULT_REASON,
    complaint: COMPLAINT,
    paymentMethod: null,
    type: 'VIDEO',
    fee: provider.consultationFee,
  })
  const ctx = { actor: { userId: patientUserId, role: 'PATIENT' as const }, correlationId: `seed-${randomUUID()}` }
  const { row } = await db.transaction((trx) => recordBooking(trx, booked, ctx))
  return { id: row.id as string, meetLink: row.meet_link as string }
}
