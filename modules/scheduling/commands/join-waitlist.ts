import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { WaitlistJoinedV1 } from '#events/scheduling/waitlist-joined'
import { clinicSettings } from '#modules/clinic/index'
import { findPatientProfileByUserId, findProviderProfile } from '#modules/identity/index'
import { DomainError, forbidden, type CommandContext } from '#modules/kernel/index'
import type { JoinWaitlistRequest } from '../contracts/waitlist.js'
import { decideAppointmentType } from '../domain/appointment-type.js'
import { parseClinicDate } from '../domain/slots.js'
import { checkWaitlistDay } from '../domain/waitlist-rules.js'
import { providerAvailability } from '../queries/providers.js'
import { lockProviderSchedule } from './provider-schedule-lock.js'

/**
 * A patient joins the waitlist of a provider's full day: only when booking that day is still
 * possible and none of its slots is free; once per patient, provider and day; never for a day on
 * which they already have an appointment with that provider. The entry keeps the type a freed slot is
 * booked as (VIDEO unless CHAT is asked for and the provider offers it: 422 otherwise).
 */
export async function joinWaitlist(input: JoinWaitlistRequest, ctx: CommandContext, now = new Date()) {
  if (ctx.actor?.role !== 'PATIENT') throw forbidden('scheduling.waitlist_only_patients')
  const patient = await findPatientProfileByUserId(ctx.actor.userId)
  if (!patient) throw forbidden('scheduling.patient_profile_missing')
  const provider = await findProviderProfile(input.providerId)
  if (!provider) {
    throw new DomainError(404, 'scheduling.provider_not_found', [{ field: 'providerId', message: 'scheduling.not_found_field' }])
  }
  if (!provider.verified || provider.status !== 'ACTIVE') {
    const key = provider.verified ? 'scheduling.provider_inactive' : 'scheduling.provider_unverified'
    throw new DomainError(422, key, [{ field: 'providerId', message: `${key}_field` }])
  }
  // the type a freed slot will be booked as: the booking's own rule (chat only where the provider offers it)
  const kind = decideAppointmentType(input.type, provider)
  if (!kind.ok) throw new DomainError(kind.status, kind.message, [{ field: kind.field, message: kind.message }])
  const day = parseClinicDate(input.date, clinicSettings().timezone)
  if (!day) throw new DomainError(422, 'scheduling.invalid_date', [{ field: 'date', message: 'scheduling.invalid_date' }])

  return db.transaction(async (trx) => {
    // under the provider's lock: no booking, cancellation or offer changes the day meanwhile
    await lockProviderSchedule(trx, provider.id)
    const { slots } = await providerAvailability(provider.id, day, clinicSettings().slots, now, trx)
    const decision = checkWaitlistDay(day, now, slots)
    if (!decision.ok) throw new DomainError(decision.status, decision.message, [{ field: 'date', message: decision.message }])
    const own = await trx
      .from('appointments')
      .where({ patient_id: patient.id, provider_id: provider.id })
      .whereNot('status', 'CANCELLED')
      .where('scheduled_at', '>=', day.toJSDate())
      .where('scheduled_at', '<', day.plus({ days: 1 }).toJSDate())
      .first()
    if (own) {
      throw new DomainError(422, 'scheduling.waitlist_already_booked', [
        { field: 'date', message: 'scheduling.waitlist_already_booked' },
      ])
    }
    const { rows } = await trx.rawQuery(
      `INSERT INTO waitlist_entries (patient_id, patient_user_id, provider_id, provider_user_id, provider_name, provider_specialization, date, appointment_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (patient_id, provider_id, date) WHERE status IN ('WAITING', 'OFFERED') DO NOTHING
       RETURNING *`,
      [
        patient.id,
        patient.userId,
        provider.id,
        provider.userId,
        provider.displayName,
        provider.specialization as string,
        input.date,
        kind.type,
      ]
    )
    const entry = rows[0]
    if (!entry) {
      throw new DomainError(409, 'scheduling.waitlist_already_waiting', [
        { field: 'date', message: 'scheduling.waitlist_already_waiting' },
      ])
    }
    const position = await appendEvents(
      trx,
      [
        WaitlistJoinedV1.create(entry.id, {
          waitlistEntryId: entry.id,
          patientId: patient.id,
          patientUserId: patient.userId,
          providerId: provider.id,
          providerUserId: provider.userId,
          date: input.date,
          joinedAt: new Date(entry.joined_at).toISOString(),
          type: kind.type,
        }),
      ],
      { actorId: ctx.actor?.userId, correlationId: ctx.correlationId }
    )
    return { entryId: entry.id as string, position }
  })
}
