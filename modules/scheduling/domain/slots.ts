import { DateTime } from 'luxon'
import { zoneLabel } from '../../kernel/index.js'
import type { AvailabilitySlot } from '../contracts/provider-availability.js'

export const APPOINTMENT_MINUTES = 30
/** How far ahead a booking may be made (keeps typos like year 2062 out). */
export const MAX_DAYS_AHEAD = 365

/** The clinic as it is set now ('Pengaturan Sistem'): its zone and bookable start times (clinic-local). */
export interface ClinicRules {
  zone: string
  clinicSlots: readonly string[]
}

export interface DayOff {
  /** clinic-local calendar day 'YYYY-MM-DD' */
  date: string
  reason: string | null
}

/**
 * What a provider offers: the weekly slots they stored ('Jadwal Praktik') by ISO weekday, or —
 * when they never stored one (`weekly` null) — the seed value of their profile (`legacySlots`,
 * read by `providerSlots`); and their dated days off.
 */
export interface ProviderSchedule {
  weekly: Record<number, string[]> | null
  legacySlots: unknown
  daysOff: DayOff[]
}

const WEEKDAY_KEYS: Record<number, string[]> = {
  1: ['1', 'mon', 'monday', 'senin'],
  2: ['2', 'tue', 'tuesday', 'selasa'],
  3: ['3', 'wed', 'wednesday', 'rabu'],
  4: ['4', 'thu', 'thursday', 'kamis'],
  5: ['5', 'fri', 'friday', 'jumat', "jum'at"],
  6: ['6', 'sat', 'saturday', 'sabtu'],
  7: ['7', 'sun', 'sunday', 'minggu'],
}
const ALL_WEEKDAY_KEYS = new Set(Object.values(WEEKDAY_KEYS).flat())

/** '9:00', '09.00', '09:00' -> '09:00'; anything else -> null. */
export function normaliseTime(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const m = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(value)
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : null
}

/**
 * The clinic slots a provider offers on an ISO weekday (1 = Monday), narrowed by the profile's
 * seed `availableSlots` when set. Accepted shapes: a list of times (every day), or an object keyed by
 * weekday (`mon`/`monday`/`senin`/`1` …) whose values are lists of times — days not listed are
 * days off. Times outside the clinic slots are ignored; an unreadable value means "no narrowing".
 */
export function providerSlots(availableSlots: unknown, weekday: number, clinicSlots: readonly string[]): string[] {
  const fixed = [...clinicSlots]
  const narrow = (list: unknown[]) => {
    const wanted = new Set(list.map(normaliseTime).filter(Boolean))
    return fixed.filter((slot) => wanted.has(slot))
  }
  if (availableSlots === null || availableSlots === undefined) return fixed
  if (Array.isArray(availableSlots)) return narrow(availableSlots)
  if (typeof availableSlots === 'object') {
    const entries = Object.entries(availableSlots as Record<string, unknown>).map(([k, v]) => [k.trim().toLowerCase(), v] as const)
    if (!entries.some(([k]) => ALL_WEEKDAY_KEYS.has(k))) return fixed
    const today = entries.find(([k]) => WEEKDAY_KEYS[weekday]?.includes(k))
    return today && Array.isArray(today[1]) ? narrow(today[1]) : []
  }
  return fixed
}

/** The clinic slots offered on an ISO weekday, in the clinic's order (stored slots the clinic dropped are ignored). */
export function weeklySlots(schedule: ProviderSchedule, weekday: number, clinicSlots: readonly string[]): string[] {
  if (!schedule.weekly) return providerSlots(schedule.legacySlots, weekday, clinicSlots)
  const wanted = new Set(schedule.weekly[weekday] ?? [])
  return clinicSlots.filter((slot) => wanted.has(slot))
}

export function dayOffOn(schedule: ProviderSchedule, date: string): DayOff | undefined {
  return schedule.daysOff.find((d) => d.date === date)
}

/** Parses a clinic-local calendar date 'YYYY-MM-DD' (start of that day in `zone`), or null. */
export function parseClinicDate(date: string, zone: string): DateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const day = DateTime.fromISO(date, { zone })
  // year 0 exists for luxon, not for PostgreSQL's dates (a 500 found by the route fuzzer)
  return day.isValid && day.year >= 1 ? day.startOf('day') : null
}

/** The first bookable instant: midnight at the start of tomorrow in the clinic zone. */
export function earliestBookable(now: Date, zone: string): DateTime {
  return DateTime.fromJSDate(now, { zone }).startOf('day').plus({ days: 1 })
}

/**
 * The provider's slots of one clinic day, each marked bookable or not (past or taken). A day off
 * offers none.
 */
export function slotsOfDay(
  day: DateTime,
  schedule: ProviderSchedule,
  clinicSlots: readonly string[],
  now: Date,
  takenIsos: Set<string>
): AvailabilitySlot[] {
  if (dayOffOn(schedule, day.toISODate()!)) return []
  const earliest = earliestBookable(now, day.zoneName!)
  const latest = earliest.plus({ days: MAX_DAYS_AHEAD })
  return weeklySlots(schedule, day.weekday, clinicSlots).map((time) => {
    const [hour, minute] = time.split(':').map(Number)
    const at = day.set({ hour, minute, second: 0, millisecond: 0 })
    const scheduledAt = at.toUTC().toISO()!
    const inWindow = at >= earliest && at < latest
    return { time, scheduledAt, available: inWindow && !takenIsos.has(scheduledAt) }
  })
}

export type SlotCheck =
  | { ok: true; localDate: string; time: string }
  | { ok: false; field: 'scheduledAt'; message: string; params?: Record<string, string | number> }

/**
 * A booking's time must be one of the clinic's slots that the provider offers that weekday, not on
 * one of their days off, on tomorrow or later (clinic zone), and within MAX_DAYS_AHEAD.
 */
export function checkBookableSlot(scheduledAt: Date, now: Date, clinic: ClinicRules, schedule: ProviderSchedule): SlotCheck {
  const { zone, clinicSlots } = clinic
  const local = DateTime.fromJSDate(scheduledAt, { zone })
  // zone arithmetic is a booking's dearest CPU (Intl per call): each value is computed once
  const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`
  // `message` is a key of scheduling's catalogue (messages.ts), `params` its values
  const refuse = (message: string, params?: Record<string, string | number>): SlotCheck => ({
    ok: false,
    field: 'scheduledAt',
    message,
    params,
  })
  if (!local.isValid) return refuse('scheduling.invalid_time')
  const earliest = earliestBookable(now, zone)
  if (local < earliest) return refuse('scheduling.earliest_tomorrow')
  if (local >= earliest.plus({ days: MAX_DAYS_AHEAD })) {
    return refuse('scheduling.too_far_ahead', { days: MAX_DAYS_AHEAD })
  }
  if (local.second !== 0 || local.millisecond !== 0 || !clinicSlots.includes(time)) {
    return refuse('scheduling.not_a_slot', { slots: clinicSlots.join(', '), zone: zoneLabel(zone) })
  }
  const localDate = local.toISODate()!
  if (dayOffOn(schedule, localDate)) return refuse('scheduling.provider_day_off')
  if (!weeklySlots(schedule, local.weekday, clinicSlots).includes(time)) return refuse('scheduling.provider_off_duty')
  return { ok: true, localDate, time }
}
