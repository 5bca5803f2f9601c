import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ProviderScheduleDto, ScheduleWeekday } from '../contracts/provider-schedule.js'
import { weekOf } from '../domain/provider-schedule.js'
import type { ClinicRules, ProviderSchedule } from '../domain/slots.js'

/**
 * Serialises a provider's schedule change against bookings of that provider: the change holds
 * it exclusively while it looks for bookings on its days off, a booking holds it shared while it
 * checks the day, so neither commits past the other's check.
 */
export async function lockProviderSchedule(trx: QueryClientContract, providerId: string, mode: 'change' | 'book') {
  const fn = mode === 'change' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared'
  await trx.rawQuery(`SELECT ${fn}(hashtext(?))`, [`scheduling:provider-schedule:${providerId}`])
}

/**
 * A provider's schedule as the rules need it. `days` narrows the days off read: one date (a
 * booking, a day's availability) or every day from a date on (the schedule screen).
 */
export async function loadProviderSchedule(
  providerId: string,
  legacySlots: unknown,
  days: { on: string } | { from: string },
  client: QueryClientContract = db.connection()
): Promise<ProviderSchedule & { updatedAt: string | null }> {
  const [stored, slots, daysOff] = await Promise.all([
    client.from('provider_schedules').where('provider_id', providerId).select('updated_at').first(),
    client.from('provider_weekly_slots').where('provider_id', providerId).select('weekday', 'slot_time'),
    client
      .from('provider_days_off')
      .where('provider_id', providerId)
      .where('day', 'on' in days ? '=' : '>=', 'on' in days ? days.on : days.from)
      .orderBy('day', 'asc')
      .select('day', 'reason'),
  ])
  let weekly: Record<number, string[]> | null = null
  if (stored) {
    weekly = {}
    for (const row of slots) (weekly[Number(row.weekday)] ??= []).push(row.slot_time)
  }
  return {
    weekly,
    legacySlots,
    daysOff: daysOff.map((r: any) => ({ date: String(r.day).slice(0, 10), reason: r.reason ?? null })),
    updatedAt: stored ? new Date(stored.updated_at).toISOString() : null,
  }
}

export function providerScheduleDto(
  providerId: string,
  schedule: ProviderSchedule & { updatedAt: string | null },
  clinic: ClinicRules
): ProviderScheduleDto {
  const { clinicSlots, zone } = clinic
  return {
    providerId,
    weekly: weekOf(schedule, clinicSlots) as Record<ScheduleWeekday, string[]>,
    daysOff: schedule.daysOff,
    saved: schedule.weekly !== null,
    updatedAt: schedule.updatedAt,
    clinicSlots: [...clinicSlots],
    timezone: zone,
  }
}
