import { z } from 'zod'

/** The envelope every domain event travels in (event_log row = envelope). */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  aggregateType: z.string().min(1),
  aggregateId: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
  actorId: z.string().nullable(),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  occurredAt: z.string(),
  position: z.string(),
})

export type EventEnvelope<P = Record<string, unknown>> = Omit<z.infer<typeof envelopeSchema>, 'payload'> & {
  payload: P
}

/** What a command hands to the outbox; ids, times and positions are added on append. */
export interface NewEvent<P = Record<string, unknown>> {
  type: string
  version?: number
  aggregateId: string
  payload: P
}

export interface EventMetadata {
  actorId?: string | null
  correlationId?: string | null
  causationId?: string | null
}
