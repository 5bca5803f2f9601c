import { useEffect, useRef, useState } from 'react'
import { useSocket, useSocketConnected, useSocketEvent } from '@/lib/socket'
import { applyPresence, presenceFromSnapshot, type PresenceMap } from '../lib/presence'
import type { JoinAck, PresencePush, RoomRefusal } from '@modules/scheduling/contracts/presence'

/**
 * Joins appointment:<id> while the screen is open (and again after every reconnect: a new
 * socket starts in no room) and keeps who is present up to date from 'presence' pushes. A
 * refusal (the room not open yet, or closed) goes to `onRefused`: the screen goes back to the
 * waiting room or on to the summary.
 */
export function useConsultationPresence(appointmentId: string, enabled: boolean, onRefused?: (refusal: RoomRefusal) => void) {
  const socket = useSocket()
  const connected = useSocketConnected()
  const [presence, setPresence] = useState<PresenceMap>({})
  // counts accepted joins: the call greets the other side after each one (a reconnect is a new join)
  const [joins, setJoins] = useState(0)
  const refused = useRef(onRefused)
  refused.current = onRefused

  useSocketEvent<PresencePush>('presence', (push) => setPresence((map) => applyPresence(map, appointmentId, push)))

  useEffect(() => {
    if (!socket || !connected || !enabled) return
    let active = true
    socket.timeout(5_000).emit('consultation.join', appointmentId, (error: Error | null, ack?: JoinAck) => {
      if (!active || error || !ack) return
      if (ack.ok) {
        setPresence((known) => presenceFromSnapshot(appointmentId, ack.participants, known, ack.at))
        setJoins((n) => n + 1)
      } else refused.current?.(ack)
    })
    return () => {
      active = false
      setJoins(0)
      // a dropped socket is already out of the room; a buffered 'leave' would only reach its successor
      if (socket.connected) socket.emit('consultation.leave', appointmentId)
    }
  }, [socket, connected, enabled, appointmentId])

  return { presence, connected, joined: connected && joins > 0, joins }
}
