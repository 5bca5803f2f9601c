import type { ConsumerDelivery, OutgoingEnvelope, Transport } from '../event-bus.js'

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
  async publish(envelopes: OutgoingEnvelope[]) {
    const bare = envelopes.map(({ module: _module, trace: _trace, ...e }) => e)
    const traced = envelopes.some((e) => e.trace)
    await Promise.all(
      this.consumers.map((consumer) => {
        const mine = bare.filter((_, i) => consumer.modules.includes(envelopes[i].module))
        if (mine.length === 0) return undefined
        if (!traced) return consumer.deliverBatch(mine)
        const traces = envelopes.filter((e) => consumer.modules.includes(e.module)).map((e) => e.trace)
        return consumer.deliverBatch(mine, traces)
      })
    )
  }

  async stop() {
    this.consumers = []
  }
}
