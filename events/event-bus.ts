import type { EventEnvelope } from './envelope.js'

/** What the relay hands envelopes to, and what consumers subscribe through. */
export interface Transport {
  readonly name: string
  start(consumers: ConsumerDelivery[]): Promise<void>
  publish(envelopes: Array<EventEnvelope & { module: string }>): Promise<void>
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
  deliverBatch(envelopes: EventEnvelope[]): Promise<void>
}
