import type { Server } from 'socket.io'
import type { EventEnvelope } from '#events/envelope'
import { appointmentRoom } from './presence.js'

/**
 * A cancelled appointment's consultation room is emptied on every node (the room guard already
 * refuses new joins). A completed one stays open: its participants see 'Sesi Berakhir' there.
 */
export function closeRoomsAfter(io: Server | undefined, event: EventEnvelope<any>) {
  if (!io || event.type !== 'AppointmentCancelled') return
  const room = appointmentRoom(event.payload.appointmentId)
  io.in(room).socketsLeave(room)
}
