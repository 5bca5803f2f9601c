import { useEffect } from 'react'
import { useSocket } from '@/lib/socket'

/**
 * While a screen shows one provider's slots, its socket listens in `availability:<providerId>`,
 * where 'availability.changed' arrives when the provider changes their schedule (app/realtime.ts
 * refetches). Joined again after every reconnect, since the server forgets a dropped socket's rooms.
 */
export function useAvailabilityRoom(providerId: string | null) {
  const socket = useSocket()
  useEffect(() => {
    if (!socket || !providerId) return
    const join = () => socket.emit('join', `availability:${providerId}`)
    if (socket.connected) join()
    socket.on('connect', join)
    return () => {
      socket.off('connect', join)
    }
  }, [socket, providerId])
}
