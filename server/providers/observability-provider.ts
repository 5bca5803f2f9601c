import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Metrics (docs/ops/metrics.md): counts bookings, cancellations and e-mails from the moment
 * the app boots, and opens the metrics port when METRICS_PORT is set. Not in ace commands.
 */
export default class ObservabilityProvider {
  private stopCounting?: () => void

  constructor(protected app: ApplicationService) {}

  /** Tracing starts before anything else runs, when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/ops/tracing.md). */
  async register() {
    if (this.app.getEnvironment() === 'console' || this.app.getEnvironment() === 'repl') return
    const { default: env } = await import('#start/env')
    const { startTracing } = await import('#server/observability/tracing')
    startTracing({
      endpoint: env.get('OTEL_EXPORTER_OTLP_ENDPOINT'),
      tracesEndpoint: env.get('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
      serviceName: env.get('OTEL_SERVICE_NAME'),
      nodeId: env.get('EVENT_NODE_ID'),
      scheduleDelayMs: env.get('OTEL_BSP_SCHEDULE_DELAY'),
    })
  }

  async boot() {
    if (this.app.getEnvironment() === 'console' || this.app.getEnvironment() === 'repl') return
    const { countBusinessEvents } = await import('#server/observability/business-counters')
    this.stopCounting = countBusinessEvents()
  }

  async ready() {
    if (this.app.getEnvironment() === 'console' || this.app.getEnvironment() === 'repl') return
    const { default: env } = await import('#start/env')
    const port = env.get('METRICS_PORT')
    if (port === undefined) return
    const logger = await this.app.container.make('logger')
    const { setMetricsListener, startMetricsListener } = await import('#server/observability/metrics-endpoint')
    const host = env.get('METRICS_HOST', '127.0.0.1')
    const listener = await startMetricsListener(host, port, (err) => logger.error({ err }, 'metrics scrape failed'))
    setMetricsListener(listener)
    logger.info(`metrics: http://${host}:${listener.port}/metrics`)
  }

  async shutdown() {
    this.stopCounting?.()
    const { metricsListener, setMetricsListener } = await import('#server/observability/metrics-endpoint')
    await metricsListener()?.close()
    setMetricsListener(undefined)
    const { stopTracing } = await import('#server/observability/tracing')
    await stopTracing()
  }
}
