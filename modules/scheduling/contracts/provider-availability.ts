/** One bookable time of a provider's day. */
export interface AvailabilitySlot {
  /** clinic-zone wall time, e.g. '09:00' */
  time: string
  scheduledAt: string
  available: boolean
}

/** GET /api/providers/:providerId/availability?date=YYYY-MM-DD */
export interface ProviderAvailability {
  date: string
  timezone: string
  /** Every bookable time of that day; none on the provider's day off. */
  slots: AvailabilitySlot[]
  /** The provider is off that whole day ('Tenaga kesehatan libur'); the reason stays private. */
  dayOff: boolean
}
