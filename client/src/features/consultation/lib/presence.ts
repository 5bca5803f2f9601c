import type { ConsultationRole, PresencePush, PresenceState } from '@modules/scheduling/contracts/presence'

/** Last known presence per user in one consultation. */
export type PresenceMap = Readonly<Record<string, PresencePush>>

/** What the screen shows about the other side: nobody came yet, or their last state. */
export type CounterpartPresence = PresenceState | 'waiting'

/**
 * The join answer: who was there when the server took the snapshot (`snapshotAt`). It replaces
 * what we knew (e.g. after a reconnect), except pushes newer than the snapshot that arrived
 * before the answer did: those happened after it and still count.
 */
export function presenceFromSnapshot(
  appointmentId: string,
  participants: readonly PresencePush[],
  known: PresenceMap = {},
  snapshotAt = -Infinity
): PresenceMap {
  const map: Record<string, PresencePush> = {}
  for (const p of participants) if (p.appointmentId === appointmentId) map[p.userId] = p
  for (const push of Object.values(known)) {
    const current = map[push.userId]
    if (push.at > snapshotAt && (!current || push.at > current.at)) map[push.userId] = push
  }
  return map
}

/** A 'presence' push; pushes of other consultations, and pushes older than what we know, are ignored. */
export function applyPresence(map: PresenceMap, appointmentId: string, push: PresencePush): PresenceMap {
  if (push.appointmentId !== appointmentId) return map
  const known = map[push.userId]
  if (known && push.at < known.at) return map
  if (known && known.state === push.state && known.role === push.role) return map
  return { ...map, [push.userId]: push }
}

export const counterpartRole = (role: ConsultationRole): ConsultationRole => (role === 'PATIENT' ? 'PROVIDER' : 'PATIENT')

/**
 * The other side's state: present if any of their users is joined, else reconnecting if one
 * is, else left if they were here, else still waiting.
 */
export function counterpartPresence(map: PresenceMap, ownUserId: string, role: ConsultationRole): CounterpartPresence {
  const states = Object.values(map)
    .filter((p) => p.userId !== ownUserId && p.role === role)
    .map((p) => p.state)
  if (states.includes('joined')) return 'joined'
  if (states.includes('reconnecting')) return 'reconnecting'
  if (states.includes('left')) return 'left'
  return 'waiting'
}
