import { useEffect, useState } from 'react'
import { useSocket, useSocketConnected, useSocketEvent } from '@/lib/socket'
import { applyPresence, presenceFromSnapshot, type PresenceMap } from '../lib/presence'
import type { JoinAck, PresencePush } from '@modules/scheduling/contracts/presence'

/**
 * Joins appointment:<id> while the screen is open (and again after every reconnect: a new
 * socket starts in no room) and keeps who is present up to date from 'presence' pushes.
 */
export function useConsultationPresence(appointmentId: string, enabled: boolean) {
  const socket = useSocket()
  const connected = useSocketConnected()
  const [presence, setPresence] = useState<PresenceMap>({})

  useSocketEvent<PresencePush>('presence', (push) => setPresence((map) => applyPresence(map, appointmentId, push)))

  useEffect(() => {
    if (!socket || !connected || !enabled) return
    let active = true
    socket.timeout(5_000).emit('consultation.join', appointmentId, (error: Error | null, ack?: JoinAck) => {
      if (active && !error && ack?.ok) setPresence((known) => presenceFromSnapshot(appointmentId, ack.participants, known, ack.at))
    })
    return () => {
      active = false
      // a dropped socket is already out of the room; a buffered 'leave' would only reach its successor
      if (socket.connected) socket.emit('consultation.leave', appointmentId)
    }
  }, [socket, connected, enabled, appointmentId])

  return { presence, connected }
}
