export interface Actor {
  userId: string
  role: 'PATIENT' | 'PROVIDER' | 'ADMIN'
}

/** Who asked, and the ids that tie the events of one request together. */
export interface CommandContext {
  actor: Actor | null
  correlationId: string
}
