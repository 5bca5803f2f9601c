import type { Socket } from 'socket.io'
import type { SocketSession } from './session-liveness.js'

export type BoundSocket = SocketSession & { socket: Socket }

/** This node's sockets, found by socket, by session and by user (an identity change names one of the two). */
export class BoundSockets {
  private bySocket = new Map<string, BoundSocket>()
  private bySession = new Map<string, Set<BoundSocket>>()
  private byUser = new Map<string, Set<BoundSocket>>()

  add(entry: BoundSocket) {
    this.bySocket.set(entry.socket.id, entry)
    addTo(this.bySession, entry.sessionId, entry)
    addTo(this.byUser, entry.userId, entry)
  }

  remove(socketId: string) {
    const entry = this.bySocket.get(socketId)
    if (!entry) return
    this.bySocket.delete(socketId)
    removeFrom(this.bySession, entry.sessionId, entry)
    removeFrom(this.byUser, entry.userId, entry)
  }

  all = () => [...this.bySocket.values()]
  ofSession = (sessionId: string) => [...(this.bySession.get(sessionId) ?? [])]
  ofUser = (userId: string) => [...(this.byUser.get(userId) ?? [])]
}

function addTo(index: Map<string, Set<BoundSocket>>, key: string, entry: BoundSocket) {
  const set = index.get(key) ?? new Set()
  set.add(entry)
  index.set(key, set)
}

function removeFrom(index: Map<string, Set<BoundSocket>>, key: string, entry: BoundSocket) {
  const set = index.get(key)
  set?.delete(entry)
  if (set?.size === 0) index.delete(key)
}
