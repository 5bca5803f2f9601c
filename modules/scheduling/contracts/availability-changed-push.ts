/**
 * Socket.IO 'availability.changed': a provider's bookable slots changed (schedule or days off).
 * Sent to the room `availability:<providerId>` (any signed-in screen showing that provider's
 * slots joins it) and to the provider's own user room.
 */
export interface AvailabilityChangedPush {
  type: 'ProviderScheduleUpdated'
  providerId: string
  position: string
  at: string
}

/** The room of one provider's availability. */
export const availabilityRoom = (providerId: string) => `availability:${providerId}`
