import { useEffect, useRef, useSyncExternalStore } from 'react'
import { io, type Socket } from 'socket.io-client'

/**
 * The app's single Socket.IO connection. The server authenticates the handshake with the
 * session cookie and puts the socket in its rooms, so the client only connects and listens.
 */
let socket: Socket | null = null
let connected = false
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function connectSocket(): Socket {
  if (socket) return socket
  const next = io({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  })
  next.on('connect', () => {
    connected = true
    notify()
  })
  next.on('disconnect', () => {
    connected = false
    notify()
  })
  socket = next
  notify()
  return next
}

export function disconnectSocket() {
  if (!socket) return
  socket.removeAllListeners()
  socket.disconnect()
  socket = null
  connected = false
  notify()
}

/** Keeps one connection open while `identity` (the signed-in user's id) is set. */
export function useSocketConnection(identity: string | null | undefined) {
  useEffect(() => {
    if (!identity) return
    connectSocket()
    return () => disconnectSocket()
  }, [identity])
}

export function useSocket(): Socket | null {
  return useSyncExternalStore(subscribe, () => socket)
}

export function useSocketConnected(): boolean {
  return useSyncExternalStore(subscribe, () => connected)
}

/** Subscribes `handler` to a server push for as long as the component is mounted. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void) {
  const current = useSocket()
  const handlerRef = useRef(handler)
  useEffect(() => {
    handlerRef.current = handler
  })
  useEffect(() => {
    if (!current) return
    const listener = (payload: T) => handlerRef.current(payload)
    current.on(event, listener)
    return () => {
      current.off(event, listener)
    }
  }, [current, event])
}

/** Runs `handler` on every reconnect (not the first connect): pushes may have been missed. */
export function useSocketReconnect(handler: () => void) {
  const current = useSocket()
  const handlerRef = useRef(handler)
  useEffect(() => {
    handlerRef.current = handler
  })
  useEffect(() => {
    if (!current) return
    const listener = () => handlerRef.current()
    current.io.on('reconnect', listener)
    return () => {
      current.io.off('reconnect', listener)
    }
  }, [current])
}

/**
 * Joins guarded rooms (e.g. patient:<id> for a provider's patients) while connected, again after a
 * reconnect (a new server socket starts in its own rooms only). The server refuses rooms the user
 * may not hear; rooms are not left on unmount (a later push only refreshes a query no one shows).
 */
export function useSocketRooms(rooms: readonly string[]) {
  const current = useSocket()
  const isConnected = useSocketConnected()
  const joined = useRef(new Set<string>())
  const key = [...rooms].sort().join(',')
  useEffect(() => {
    if (!current) return
    const onDisconnect = () => joined.current.clear()
    current.on('disconnect', onDisconnect)
    return () => {
      current.off('disconnect', onDisconnect)
    }
  }, [current])
  useEffect(() => {
    if (!current || !isConnected || !key) return
    for (const room of key.split(',')) {
      if (joined.current.has(room)) continue
      joined.current.add(room)
      current.emit('join', room)
    }
  }, [current, isConnected, key])
}
