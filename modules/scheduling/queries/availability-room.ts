import { isUuid } from './appointments.js'

/**
 * Socket.IO room guard: `availability:<providerId>` carries no personal data (only "this
 * provider's slots changed"), so any signed-in user may listen, as any may read availability.
 */
export async function availabilityRoomGuard(_user: { id: string }, room: string): Promise<boolean> {
  const m = /^availability:(.+)$/.exec(room)
  return m ? isUuid(m[1]) : false
}
