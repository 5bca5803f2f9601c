import type { ConsumerDelivery, Transport } from '../event-bus.js'
import type { EventEnvelope } from '../envelope.js'

/** Hands published envelopes to every local consumer of their module, in order. */
export class InProcessTransport implements Transport {
  readonly name = 'in-process'
  private consumers: ConsumerDelivery[] = []

  async start(consumers: ConsumerDelivery[]) {
    this.consumers = consumers
  }

  /**
   * Each consumer gets its share of the batch in order; consumers run side by side. They share
   * the envelope objects, so the runtime validates each event once for all of them.
   */
  async publish(envelopes: Array<EventEnvelope & { module: string }>) {
    const bare = envelopes.map(({ module: _module, ...e }) => e)
    await Promise.all(
      this.consumers.map((consumer) => {
        const mine = bare.filter((_, i) => consumer.modules.includes(envelopes[i].module))
        return mine.length > 0 ? consumer.deliverBatch(mine) : undefined
      })
    )
  }

  async stop() {
    this.consumers = []
  }
}
