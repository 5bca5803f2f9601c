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

export const providerDayOffDtoSchema = z.object({ date: z.string(), reason: z.string().nullable() })
export type ProviderDayOffDto = z.infer<typeof providerDayOffDtoSchema>

/** GET/PUT /api/provider/schedule answer. */
export const providerScheduleDtoSchema = z.object({
  providerId: z.string(),
  /** Every weekday '1'..'7' with its slots, in the clinic's order. */
  weekly: z.object(
    Object.fromEntries(SCHEDULE_WEEKDAYS.map((d) => [d, z.array(z.string())])) as Record<ScheduleWeekday, z.ZodArray<z.ZodString>>
  ),
  /** Days off from today (clinic zone) on, by date. */
  daysOff: z.array(providerDayOffDtoSchema),
  /** false while the provider has never saved a schedule (the week shown is their seed value). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  /** The clinic's slots and zone now ('Pengaturan Sistem'): the grid's columns, what PUT accepts. */
  clinicSlots: z.array(z.string()),
  timezone: z.string(),
})
export type ProviderScheduleDto = z.infer<typeof providerScheduleDtoSchema>

/** One SCHEDULED booking on a day the provider wants off (the 409 lists them). */
export const dayOffConflictDtoSchema = z.object({
  appointmentId: z.string(),
  scheduledAt: z.string(),
  date: z.string(),
  time: z.string(),
  patientName: z.string(),
})
export type DayOffConflictDto = z.infer<typeof dayOffConflictDtoSchema>

/** 409 body of PUT /api/provider/schedule when a day off still has bookings: nothing was saved. */
export const scheduleConflictBodySchema = z.object({
  message: z.string(),
  code: z.literal('DAY_OFF_HAS_BOOKINGS'),
  conflicts: z.array(dayOffConflictDtoSchema),
})
export type ScheduleConflictBody = z.infer<typeof scheduleConflictBodySchema>
