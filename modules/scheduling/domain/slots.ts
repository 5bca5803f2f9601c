import { DateTime } from 'luxon'
import { zoneLabel } from '../../kernel/index.js'
import type { AvailabilitySlot } from '../contracts/provider-availability.js'

/** The clinic's bookable start times (local wall-clock time in the clinic zone). */
export const CLINIC_SLOTS = ['09:00', '10:30', '14:00', '15:30', '16:00'] as const
export const DEFAULT_TIMEZONE = 'Asia/Jakarta'
export const APPOINTMENT_MINUTES = 30
/** How far ahead a booking may be made (keeps typos like year 2062 out). */
export const MAX_DAYS_AHEAD = 365

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
 * `availableSlots` when set. Accepted shapes: a list of times (every day), or an object keyed by
 * weekday (`mon`/`monday`/`senin`/`1` …) whose values are lists of times — days not listed are
 * days off. Times outside the clinic slots are ignored; an unreadable value means "no narrowing".
 */
export function providerSlots(availableSlots: unknown, weekday: number): string[] {
  const fixed = [...CLINIC_SLOTS] as string[]
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

/** Parses a clinic-local calendar date 'YYYY-MM-DD' (start of that day in `zone`), or null. */
export function parseClinicDate(date: string, zone: string): DateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const day = DateTime.fromISO(date, { zone })
  return day.isValid ? day.startOf('day') : null
}

/** The first bookable instant: midnight at the start of tomorrow in the clinic zone. */
export function earliestBookable(now: Date, zone: string): DateTime {
  return DateTime.fromJSDate(now, { zone }).startOf('day').plus({ days: 1 })
}

/** The provider's slots of one clinic day, each marked bookable or not (past or taken). */
export function slotsOfDay(day: DateTime, availableSlots: unknown, now: Date, takenIsos: Set<string>): AvailabilitySlot[] {
  const earliest = earliestBookable(now, day.zoneName!)
  const latest = earliest.plus({ days: MAX_DAYS_AHEAD })
  return providerSlots(availableSlots, day.weekday).map((time) => {
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
 * A booking's time must be one of the provider's slots, on tomorrow or later (clinic zone),
 * and within MAX_DAYS_AHEAD.
 */
export function checkBookableSlot(scheduledAt: Date, now: Date, zone: string, availableSlots: unknown): SlotCheck {
  const local = DateTime.fromJSDate(scheduledAt, { zone })
  const time = local.toFormat('HH:mm')
  // `message` is a key of scheduling's catalogue (messages.ts), `params` its values
  const refuse = (message: string, params?: Record<string, string | number>): SlotCheck => ({
    ok: false,
    field: 'scheduledAt',
    message,
    params,
  })
  if (!local.isValid) return refuse('scheduling.invalid_time')
  if (local < earliestBookable(now, zone)) return refuse('scheduling.earliest_tomorrow')
  if (local >= earliestBookable(now, zone).plus({ days: MAX_DAYS_AHEAD })) {
    return refuse('scheduling.too_far_ahead', { days: MAX_DAYS_AHEAD })
  }
  if (local.second !== 0 || local.millisecond !== 0 || !(CLINIC_SLOTS as readonly string[]).includes(time)) {
    return refuse('scheduling.not_a_slot', { slots: CLINIC_SLOTS.join(', '), zone: zoneLabel(zone) })
  }
  if (!providerSlots(availableSlots, local.weekday).includes(time)) return refuse('scheduling.provider_off_duty')
  return { ok: true, localDate: local.toISODate()!, time }
}
