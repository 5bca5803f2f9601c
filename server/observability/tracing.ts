import { context, propagation, trace } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions'
import { setTracingEnabled } from '#events/tracing'

/**
 * OpenTelemetry tracing (docs/ops/tracing.md): started only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, exporting over OTLP/HTTP (the exporter reads the standard OTEL_EXPORTER_OTLP_* settings).
 * Without it no SDK is started and the API stays a no-op.
 */
let provider: NodeTracerProvider | undefined

export function tracingConfigured(environment: NodeJS.ProcessEnv = process.env) {
  return Boolean(environment.OTEL_EXPORTER_OTLP_ENDPOINT || environment.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
}

export function startTracing(nodeId: string | undefined) {
  if (provider || !tracingConfigured()) return false
  const delay = Number(process.env.OTEL_BSP_SCHEDULE_DELAY)
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || 'telerawat',
      [ATTR_SERVICE_VERSION]: process.env.npm_package_version || '0.1.0',
      'service.instance.id': nodeId || `${process.pid}`,
    }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter(), Number.isFinite(delay) && delay > 0 ? { scheduledDelayMillis: delay } : {}),
    ],
  })
  // AsyncLocalStorage context manager and the W3C trace-context + baggage propagators
  provider.register()
  setTracingEnabled(true)
  return true
}

/** Exports what is still buffered, then returns the API to its no-op state. */
export async function stopTracing() {
  if (!provider) return
  setTracingEnabled(false)
  const stopping = provider
  provider = undefined
  await stopping.shutdown().catch(() => {})
  trace.disable()
  context.disable()
  propagation.disable()
}
