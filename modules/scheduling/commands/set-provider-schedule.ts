import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { appendEvents } from '#events/outbox'
import { ProviderScheduleUpdatedV1 } from '#events/scheduling/provider-schedule-updated'
import { findPatientProfilesByUserIds, getUserWithProfile } from '#modules/identity/index'
import { DomainError, forbidden, type CommandContext } from '#modules/kernel/index'
import type {
  DayOffConflictDto,
  ProviderScheduleDto,
  ProviderScheduleRequest,
  ScheduleWeekday,
} from '../contracts/provider-schedule.js'
import { checkSchedule } from '../domain/provider-schedule.js'
import type { DayOff } from '../domain/slots.js'
import { loadProviderSchedule, lockProviderSchedule, providerScheduleDto } from '../queries/provider-schedule.js'
import { settings } from '../settings.js'

export type SetScheduleResult =
  { ok: true; schedule: ProviderScheduleDto; position: string } | { ok: false; conflicts: DayOffConflictDto[] }

/** The signed-in provider's profile id (a provider changes only their own schedule). */
export async function ownProviderProfile(ctx: CommandContext): Promise<{ id: string; userId: string; availableSlots: unknown }> {
  if (ctx.actor?.role !== 'PROVIDER') throw forbidden('scheduling.only_providers_schedule')
  const user = await getUserWithProfile(ctx.actor.userId)
  const profile = user.profile as { id?: string; availableSlots?: unknown } | null
  if (!profile?.id) throw forbidden('scheduling.provider_profile_missing')
  return { id: profile.id, userId: ctx.actor.userId, availableSlots: profile.availableSlots ?? null }
}

/**
 * A provider replaces their weekly schedule and their days off from today on (earlier days off
 * stay as history). A day off that still has SCHEDULED bookings is not saved: the answer lists
 * them, so the provider cancels them with a reason or keeps the day open, and nothing changes.
 */
export async function setProviderSchedule(
  input: ProviderScheduleRequest,
  ctx: CommandContext,
  now = new Date()
): Promise<SetScheduleResult> {
  const provider = await ownProviderProfile(ctx)
  const clinic = settings.clinic()
  const checked = checkSchedule(
    { weekly: input.weekly, daysOff: input.daysOff },
    { clinicSlots: clinic.clinicSlots, zone: clinic.zone, now }
  )
  if (!checked.ok) {
    const params = Object.assign({}, ...checked.errors.map((e) => e.params ?? {}))
    throw new DomainError(
      422,
      'scheduling.schedule_invalid',
      checked.errors.map(({ field, message }) => ({ field, message })),
      params
    )
  }
  const today = DateTime.fromJSDate(now, { zone: clinic.zone }).toISODate()!

  return db.transaction(async (trx) => {
    await lockProviderSchedule(trx, provider.id, 'change')
    const conflicts = await bookingsOnDays(trx, provider.id, checked.daysOff, clinic.zone)
    if (conflicts.length) return { ok: false as const, conflicts }

    await trx.rawQuery(
      `INSERT INTO provider_schedules (provider_id, updated_by, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (provider_id) DO UPDATE SET updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [provider.id, provider.userId, now]
    )
    await trx.from('provider_weekly_slots').where('provider_id', provider.id).delete()
    const slotRows = Object.entries(checked.weekly).flatMap(([weekday, times]) =>
      times.map((slot_time) => ({ provider_id: provider.id, weekday: Number(weekday), slot_time }))
    )
    if (slotRows.length) await trx.table('provider_weekly_slots').insert(slotRows)
    await trx.from('provider_days_off').where('provider_id', provider.id).where('day', '>=', today).delete()
    if (checked.daysOff.length) {
      await trx
        .table('provider_days_off')
        .insert(checked.daysOff.map((d) => ({ provider_id: provider.id, day: d.date, reason: d.reason })))
    }

    const schedule = await loadProviderSchedule(provider.id, provider.availableSlots, { from: today }, trx)
    const dto = providerScheduleDto(provider.id, schedule, clinic)
    const position = await appendEvents(
      trx,
      [
        ProviderScheduleUpdatedV1.create(provider.id, {
          providerId: provider.id,
          providerUserId: provider.userId,
          weekly: dto.weekly as Record<ScheduleWeekday, string[]>,
          daysOff: dto.daysOff,
          timezone: clinic.zone,
        }),
      ],
      { actorId: provider.userId, correlationId: ctx.correlationId }
    )
    return { ok: true as const, schedule: dto, position }
  })
}

/** The provider's SCHEDULED bookings on any of these clinic-local days, by time. */
async function bookingsOnDays(
  trx: QueryClientContract,
  providerId: string,
  daysOff: DayOff[],
  zone: string
): Promise<DayOffConflictDto[]> {
  if (daysOff.length === 0) return []
  const rows = await trx
    .from('appointments')
    .where('provider_id', providerId)
    .where('status', 'SCHEDULED')
    .whereRaw('(scheduled_at AT TIME ZONE ?)::date = ANY(?::date[])', [zone, daysOff.map((d) => d.date)])
    .orderBy('scheduled_at', 'asc')
    .select('id', 'scheduled_at', 'patient_user_id')
  const patients = await findPatientProfilesByUserIds([...new Set(rows.map((r: any) => r.patient_user_id as string))], trx)
  return rows.map((r: any) => {
    const local = DateTime.fromJSDate(new Date(r.scheduled_at), { zone })
    return {
      appointmentId: r.id,
      scheduledAt: new Date(r.scheduled_at).toISOString(),
      date: local.toISODate()!,
      time: local.toFormat('HH:mm'),
      patientName: patients.get(r.patient_user_id)?.fullName ?? '',
    }
  })
}
