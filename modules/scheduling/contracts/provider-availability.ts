import { z } from 'zod'

/** One bookable time of a provider's day. */
export const availabilitySlotSchema = z.object({
  /** clinic-zone wall time, e.g. '09:00' */
  time: z.string(),
  scheduledAt: z.string(),
  available: z.boolean(),
})
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>

/** GET /api/providers/:providerId/availability?date=YYYY-MM-DD */
export const providerAvailabilitySchema = z.object({
  date: z.string(),
  timezone: z.string(),
  /** Every bookable time of that day; none on the provider's day off. */
  slots: z.array(availabilitySlotSchema),
  /** The provider is off that whole day ('Tenaga kesehatan libur'); the reason stays private. */
  dayOff: z.boolean(),
})
export type ProviderAvailability = z.infer<typeof providerAvailabilitySchema>
