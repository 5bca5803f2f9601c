import type { Role } from './contracts/roles.js'

export interface Actor {
  userId: string
  role: Role
}

/** Who asked, and the ids that tie the events of one request together. */
export interface CommandContext {
  actor: Actor | null
  correlationId: string
}
