import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The process's Prometheus registry and every metric TeleRawat exposes at /metrics
 * (docs/ops/metrics.md lists them for operators). Gauges that need the database or the event
 * system are filled at scrape time by server/observability/scrape-state.ts; counters are bumped
 * where the thing happens (server/observability/business-counters.ts).
 */
export const registry = new Registry()

// process_*, nodejs_eventloop_lag_*, nodejs_heap_*, GC pauses: prom-client's defaults
collectDefaultMetrics({ register: registry })

export const httpRequestDuration = new Histogram({
  name: 'telerawat_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const dbPoolConnections = new Gauge({
  name: 'telerawat_db_pool_connections',
  help: 'Database pool connections: used (lent out), free (idle), pending (requests waiting for one)',
  labelNames: ['state'] as const,
  registers: [registry],
})

export const dbPoolMax = new Gauge({
  name: 'telerawat_db_pool_max',
  help: 'Largest number of connections the database pool may open',
  registers: [registry],
})

export const outboxUnpublished = new Gauge({
  name: 'telerawat_outbox_unpublished_events',
  help: 'Events in the outbox (event_log) not yet handed to the transport',
  registers: [registry],
})

export const outboxOldestAge = new Gauge({
  name: 'telerawat_outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest unpublished event in the outbox (0 when the outbox is empty)',
  registers: [registry],
})

export const metricsDatabaseUp = new Gauge({
  name: 'telerawat_metrics_database_up',
  help: 'Whether the last scrape could read the outbox and consumer gauges from the database (1) or not (0)',
  registers: [registry],
})

export const consumerLagEvents = new Gauge({
  name: 'telerawat_consumer_lag_events',
  help: 'Events of its modules a consumer has not applied yet',
  labelNames: ['consumer'] as const,
  registers: [registry],
})

export const consumerLagSeconds = new Gauge({
  name: 'telerawat_consumer_lag_seconds',
  help: 'Age of the oldest event a consumer has not applied yet (0 when it is live)',
  labelNames: ['consumer'] as const,
  registers: [registry],
})

export const deadLetters = new Gauge({
  name: 'telerawat_dead_letters',
  help: 'Dead letters waiting per consumer (events that failed every attempt)',
  labelNames: ['consumer'] as const,
  registers: [registry],
})

export const socketConnections = new Gauge({
  name: 'telerawat_socketio_connections',
  help: 'Socket.IO connections open on this node',
  registers: [registry],
})

export const socketRooms = new Gauge({
  name: 'telerawat_socketio_rooms',
  help: "Socket.IO rooms with a member on this node, by kind (the room name's prefix: user, appointment, admins, ...)",
  labelNames: ['kind'] as const,
  registers: [registry],
})

export const bookings = new Counter({
  name: 'telerawat_bookings_total',
  help: 'Appointments booked (committed AppointmentBooked events appended by this node)',
  registers: [registry],
})

export const cancellations = new Counter({
  name: 'telerawat_cancellations_total',
  help: 'Appointments cancelled, by who cancelled (committed AppointmentCancelled events appended by this node)',
  labelNames: ['by'] as const,
  registers: [registry],
})

export const mailsSent = new Counter({
  name: 'telerawat_mails_sent_total',
  help: 'E-mails handed to the mail server by this node, by kind of mail',
  labelNames: ['kind'] as const,
  registers: [registry],
})

/** Every metric name this registry exposes (the docs/ops test checks the dashboard and alerts against it). */
export async function metricNames(): Promise<string[]> {
  const families = await registry.getMetricsAsJSON()
  return families.map((f) => f.name)
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** One histogram child per method × route × status, found again without hashing the label object. */
const httpChildren = new Map<string, ReturnType<typeof httpRequestDuration.labels>>()

/**
 * Records one answered request. `route` is the router's pattern ('/api/appointments/:id'), so
 * ids never become labels; requests no route matched (the client's static files) are 'unmatched'.
 */
export function observeHttpRequest(method: string, route: string | undefined, status: number, seconds: number) {
  const m = METHODS.has(method) ? method : 'OTHER'
  const r = route ?? 'unmatched'
  const key = `${m} ${status} ${r}`
  let child = httpChildren.get(key)
  if (!child) {
    child = httpRequestDuration.labels(m, r, String(status))
    httpChildren.set(key, child)
  }
  child.observe(seconds)
}
