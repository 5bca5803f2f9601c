import { envelopeSchema, type EventEnvelope } from './envelope.js'
import { validatePayload } from './catalogue.js'

/**
 * What a process made of a delivered message: its envelope (payload validated when the type is
 * known) or why the envelope itself is invalid. A payload error only matters to consumers that
 * read the type (they dead-letter it); the others still record the event as seen.
 */
export type Receipt = { event: EventEnvelope; payloadError?: string } | { event?: undefined; envelopeError: string }

/**
 * Validated envelopes by event id, shared by every consumer of this process: an event delivered
 * to six consumers (or redelivered) is parsed by zod once, not six times. Bounded; a miss only
 * costs a validation. The consumers share the object and must not change it.
 */
const seen = new Map<string, { raw: any; receipt: Receipt }>()
const SEEN_MAX = 20_000

function sameMessage(a: any, b: any) {
  return a === b || (a.position === b.position && a.type === b.type && a.version === b.version && a.aggregateId === b.aggregateId)
}

export function receive(raw: any): Receipt {
  const id = typeof raw?.id === 'string' ? raw.id : undefined
  const hit = id === undefined ? undefined : seen.get(id)
  if (hit && sameMessage(hit.raw, raw)) return hit.receipt
  const parsed = envelopeSchema.safeParse(raw)
  if (!parsed.success) return { envelopeError: `invalid envelope: ${parsed.error.message}` }
  const event = parsed.data as EventEnvelope
  let receipt: Receipt
  try {
    event.payload = validatePayload(event.type, event.version, event.payload).payload
    receipt = { event }
  } catch (error) {
    receipt = { event, payloadError: (error as Error).message }
  }
  if (seen.size >= SEEN_MAX) seen.delete(seen.keys().next().value!)
  seen.set(event.id, { raw, receipt })
  return receipt
}
