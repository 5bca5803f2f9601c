import type { Server } from 'socket.io'
import type { EventEnvelope } from '#events/envelope'
import { appointmentRoom } from './presence.js'

/**
 * A cancelled or completed appointment's consultation room is emptied on every node (the room
 * guard already refuses new joins): its screen becomes the session's summary. The gateway calls
 * this after the event's own pushes, so the room still hears 'appointment.changed' (SessionEnded).
 */
export function closeRoomsAfter(io: Server | undefined, event: EventEnvelope<any>) {
  if (!io || (event.type !== 'AppointmentCancelled' && event.type !== 'SessionEnded')) return
  const room = appointmentRoom(event.payload.appointmentId)
  io.in(room).socketsLeave(room)
}
