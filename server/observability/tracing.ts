import { context, propagation, trace } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions'
import { attachTracing } from '#events/tracing-hooks'

/**
 * OpenTelemetry tracing (docs/ops/tracing.md): started only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, exporting over OTLP/HTTP (the exporter reads the standard OTEL_EXPORTER_OTLP_* settings).
 * Without it no SDK is started and the API stays a no-op.
 */
let provider: NodeTracerProvider | undefined
let detachTracing: (() => void) | undefined

export interface TracingSettings {
  endpoint?: string
  tracesEndpoint?: string
  serviceName?: string
  nodeId?: string
  /** Export interval of the batch processor (ms; the SDK's default is 5000). */
  scheduleDelayMs?: number
}

export function startTracing(settings: TracingSettings) {
  if (provider || !(settings.endpoint || settings.tracesEndpoint)) return false
  const delay = settings.scheduleDelayMs
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: settings.serviceName || 'telerawat',
      [ATTR_SERVICE_VERSION]: '0.1.0',
      'service.instance.id': settings.nodeId || `pid-${process.pid}`,
    }),
    // the exporter takes its endpoint, headers and protocol from the standard OTEL_EXPORTER_OTLP_* variables
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), delay && delay > 0 ? { scheduledDelayMillis: delay } : {})],
  })
  // AsyncLocalStorage context manager and the W3C trace-context + baggage propagators
  provider.register()
  detachTracing = attachTracing()
  return true
}

/** Exports what is still buffered, then returns the API to its no-op state. */
export async function stopTracing() {
  if (!provider) return
  detachTracing?.()
  detachTracing = undefined
  const stopping = provider
  provider = undefined
  await stopping.shutdown().catch(() => {})
  trace.disable()
  context.disable()
  propagation.disable()
}
