/**
 * What tracing costs per request, in isolation (steady on a busy machine, unlike req/s): a
 * simulated request of 20 awaited promises (as a command's database round trips are), run
 *   bare | tracing off (the middleware's off path: the flag check and the lazy correlation-id
 *   logger getter; no AsyncLocalStorage) | with tracing on (SERVER span + `outbox append` span + its stored carrier, exported in batches
 *   to an exporter that discards them).
 *
 * Round 1 is the clean figure: once the SDK's AsyncLocalStorage has run, Node keeps its promise
 * hooks on, and later rounds' bare and off runs pay them too.
 *
 *   node --import=ts-node-maintained/register/esm server/observability/bench/tracing-cost.mjs
 */
import { context, SpanKind, trace } from '@opentelemetry/api'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { currentCarrier, inSpan, setTracingEnabled, tracer, withCorrelation } from '../../../events/tracing.ts'

const N = 200_000
const AWAITS = 20

async function work() {
  for (let i = 0; i < AWAITS; i++) await Promise.resolve(i)
}

async function run(mode) {
  const started = process.hrtime.bigint()
  for (let i = 0; i < N; i++) {
    if (mode === 'bare') await work()
    else if (mode === 'off') {
      const ctx = { logger: null }
      Object.defineProperty(ctx, 'logger', { configurable: true, get: () => null })
      await withCorrelation('c', work)
    } else {
      await withCorrelation('c', async () => {
        const http = tracer().startSpan('GET', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'GET' } })
        await context.with(trace.setSpan(context.active(), http), async () => {
          const append = tracer().startSpan('outbox append', { attributes: { 'telerawat.event.count': 1 } })
          await inSpan(append, async () => {
            currentCarrier()
            await work()
          })
        })
        http.end()
      })
    }
  }
  return Number(process.hrtime.bigint() - started) / N / 1000
}

const discard = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => {} }
for (let round = 0; round < 3; round++) {
  const bare = await run('bare')
  const off = await run('off')
  // the SDK as server/observability/tracing.ts starts it
  const provider = new NodeTracerProvider({ spanProcessors: [new BatchSpanProcessor(discard)] })
  provider.register()
  setTracingEnabled(true)
  const on = await run('on')
  setTracingEnabled(false)
  await provider.shutdown()
  trace.disable()
  context.disable()
  console.log(
    `round ${round + 1}: bare ${bare.toFixed(2)} µs, tracing off ${off.toFixed(2)} µs (+${(off - bare).toFixed(2)}), tracing on ${on.toFixed(2)} µs (+${(on - bare).toFixed(2)}) per request`
  )
}
