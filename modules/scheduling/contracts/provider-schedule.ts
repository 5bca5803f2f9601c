import { z } from 'zod'

/** How many days off (today or later) one provider may have at a time. */
export const MAX_DAYS_OFF = 60
export const DAY_OFF_REASON_MAX = 200
export const SCHEDULE_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const
export type ScheduleWeekday = (typeof SCHEDULE_WEEKDAYS)[number]

const slotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.providerSchedule.slotTime')
const daySlots = z.array(slotTime).max(24, 'validation.providerSchedule.tooManySlots').optional()

/**
 * PUT /api/provider/schedule: the provider's whole week (ISO weekday 1 = Monday → clinic slot
 * times; a weekday left out or empty is not a working day) and their days off from today on.
 * Whether a time is one of the clinic's slots, and a date today or later in the clinic zone, is
 * checked by the server against the settings of that moment.
 */
export const providerScheduleRequestSchema = z.strictObject({
  weekly: z.strictObject(Object.fromEntries(SCHEDULE_WEEKDAYS.map((d) => [d, daySlots])) as Record<ScheduleWeekday, typeof daySlots>, {
    error: 'validation.providerSchedule.weekday',
  }),
  daysOff: z
    .array(
      z
        .object({
          date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.providerSchedule.date'),
          reason: z.string().trim().max(DAY_OFF_REASON_MAX, 'validation.providerSchedule.reasonTooLong').nullish(),
        })
        .strict()
    )
    .max(MAX_DAYS_OFF, 'validation.providerSchedule.tooManyDaysOff'),
})
export type ProviderScheduleRequest = z.infer<typeof providerScheduleRequestSchema>

export interface ProviderDayOffDto {
  date: string
  reason: string | null
}

/** GET/PUT /api/provider/schedule answer. */
export interface ProviderScheduleDto {
  providerId: string
  /** Every weekday '1'..'7' with its slots, in the clinic's order. */
  weekly: Record<ScheduleWeekday, string[]>
  /** Days off from today (clinic zone) on, by date. */
  daysOff: ProviderDayOffDto[]
  /** false while the provider has never saved a schedule (the week shown is their seed value). */
  saved: boolean
  updatedAt: string | null
  /** The clinic's slots and zone now ('Pengaturan Sistem'): the grid's columns, what PUT accepts. */
  clinicSlots: string[]
  timezone: string
}

/** One SCHEDULED booking on a day the provider wants off (the 409 lists them). */
export interface DayOffConflictDto {
  appointmentId: string
  scheduledAt: string
  date: string
  time: string
  patientName: string
}

/** 409 body of PUT /api/provider/schedule when a day off still has bookings: nothing was saved. */
export interface ScheduleConflictBody {
  message: string
  code: 'DAY_OFF_HAS_BOOKINGS'
  conflicts: DayOffConflictDto[]
}
