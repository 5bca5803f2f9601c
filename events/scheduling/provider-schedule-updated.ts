import { z } from 'zod'
import { defineEvent } from '../define-event.js'

const slotTime = z.string().regex(/^\d{2}:\d{2}$/)

/**
 * A provider saved their weekly schedule ('Jadwal Praktik') and days off: the whole new state,
 * so a consumer needs no earlier event. Availability of that provider changed from now on;
 * bookings already made are not touched (a day off with bookings is refused until they are
 * cancelled or the day is kept open).
 */
export const ProviderScheduleUpdatedV1 = defineEvent({
  type: 'ProviderScheduleUpdated',
  version: 1,
  module: 'scheduling',
  aggregateType: 'provider',
  schema: z.object({
    providerId: z.uuid(),
    providerUserId: z.uuid(),
    /** ISO weekday '1' (Monday) … '7' → clinic-local slot times */
    weekly: z.record(z.enum(['1', '2', '3', '4', '5', '6', '7']), z.array(slotTime)),
    daysOff: z.array(z.object({ date: z.iso.date(), reason: z.string().nullable() })),
    timezone: z.string().min(1),
  }),
})
export type ProviderScheduleUpdated = z.infer<typeof ProviderScheduleUpdatedV1.schema>
