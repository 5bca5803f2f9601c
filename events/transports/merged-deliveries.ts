import type { TraceCarrier } from '../event-bus.js'
import type { EventEnvelope } from '../envelope.js'

type Deliver = (events: EventEnvelope[], traces: Array<TraceCarrier | undefined>) => Promise<void>

interface Part {
  events: EventEnvelope[]
  traces: Array<TraceCarrier | undefined>
  done: (failure?: { error: unknown }) => void
}

/**
 * One delivery (one transaction, one lock) for the batches of a consumer group's partitions that
 * a fetch handed over together, instead of one after another: the parts arriving in the same turn
 * of the event loop, and those arriving while a merged delivery runs, go in the next one. Events
 * are merged in log position order, so each aggregate's (one partition's) order is kept. A failed
 * delivery fails every part in it (the transport redelivers them all).
 */
export function mergedDeliveries(deliver: Deliver): Deliver {
  let waiting: Part[] = []
  let chain: Promise<void> = Promise.resolve()
  let scheduled = false

  async function flush() {
    scheduled = false
    const parts = waiting
    waiting = []
    const merged = parts
      .flatMap((part) => part.events.map((event, i) => ({ event, trace: part.traces[i], at: positionOf(event) })))
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    try {
      await deliver(
        merged.map((m) => m.event),
        merged.map((m) => m.trace)
      )
      for (const part of parts) part.done()
    } catch (error) {
      for (const part of parts) part.done({ error })
    }
  }

  return (events, traces) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ events, traces, done: (failure) => (failure ? reject(failure.error) : resolve()) })
      if (scheduled) return
      scheduled = true
      // after the parts of this turn have joined, and after the delivery before it
      chain = chain.then(() => new Promise<void>((go) => setImmediate(() => flush().then(go))))
    })
}

/** The log position (a bigint string); an event without one (refused on receipt later) sorts first. */
function positionOf(event: EventEnvelope): bigint {
  return typeof event?.position === 'string' && /^\d{1,19}$/.test(event.position) ? BigInt(event.position) : -1n
}
