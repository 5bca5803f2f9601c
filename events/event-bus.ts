import type { EventEnvelope } from './envelope.js'

/** W3C trace context as stored on event_log and sent in Kafka message headers (docs/ops/tracing.md). */
export interface TraceCarrier {
  traceparent: string
  tracestate?: string
}

/** What the relay publishes: an envelope, its module, and (when traced) its producer span's context. */
export type OutgoingEnvelope = EventEnvelope & { module: string; trace?: TraceCarrier }

/** What the relay hands envelopes to, and what consumers subscribe through. */
export interface Transport {
  readonly name: string
  start(consumers: ConsumerDelivery[]): Promise<void>
  publish(envelopes: OutgoingEnvelope[]): Promise<void>
  stop(): Promise<void>
  /** False once the transport knows it cannot deliver (readiness, /api/health/ready); absent = always true. */
  isConnected?(): boolean
}

/** A consumer as the transport sees it: a name, the modules it listens to, and a delivery function. */
export interface ConsumerDelivery {
  name: string
  modules: string[]
  deliver(envelope: EventEnvelope): Promise<void>
  /** Several envelopes of the consumer's modules, in order, applied in one transaction. */
  /** `traces[i]`: the trace context envelope i arrived with (Kafka headers, or in-process). */
  deliverBatch(envelopes: EventEnvelope[], traces?: Array<TraceCarrier | undefined>): Promise<void>
}
