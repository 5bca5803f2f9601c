import type { ConsumerDelivery, Transport } from '../event-bus.js'
import type { EventEnvelope } from '../envelope.js'

/** Hands each published envelope to every local consumer of its module, in order. */
export class InProcessTransport implements Transport {
  readonly name = 'in-process'
  private consumers: ConsumerDelivery[] = []

  async start(consumers: ConsumerDelivery[]) {
    this.consumers = consumers
  }

  async publish(envelopes: Array<EventEnvelope & { module: string }>) {
    for (const { module, ...envelope } of envelopes) {
      for (const consumer of this.consumers) {
        if (consumer.modules.includes(module)) await consumer.deliver(envelope)
      }
    }
  }

  async stop() {
    this.consumers = []
  }
}
