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

/** A gauge or counter of this registry, with its label names (none by default). */
const gauge = <const L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [registry] })
const counter = <const L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [registry] })

export const httpRequestDuration = new Histogram({
  name: 'telerawat_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const dbPoolConnections = gauge(
  'telerawat_db_pool_connections',
  'Database pool connections: used (lent out), free (idle), pending (requests waiting for one)',
  ['state']
)

export const dbPoolMax = gauge('telerawat_db_pool_max', 'Largest number of connections the database pool may open')

export const outboxUnpublished = gauge(
  'telerawat_outbox_unpublished_events',
  'Events in the outbox (event_log) not yet handed to the transport'
)

export const outboxOldestAge = gauge(
  'telerawat_outbox_oldest_unpublished_age_seconds',
  'Age of the oldest unpublished event in the outbox (0 when the outbox is empty)'
)

export const metricsDatabaseUp = gauge(
  'telerawat_metrics_database_up',
  'Whether the last scrape could read the outbox and consumer gauges from the database (1) or not (0)'
)

export const consumerLagEvents = gauge('telerawat_consumer_lag_events', 'Events of its modules a consumer has not applied yet', [
  'consumer',
])

export const consumerLagSeconds = gauge(
  'telerawat_consumer_lag_seconds',
  'Age of the oldest event a consumer has not applied yet (0 when it is live)',
  ['consumer']
)

export const deadLetters = gauge('telerawat_dead_letters', 'Dead letters waiting per consumer (events that failed every attempt)', [
  'consumer',
])

export const socketConnections = gauge('telerawat_socketio_connections', 'Socket.IO connections open on this node')

export const socketRooms = gauge(
  'telerawat_socketio_rooms',
  "Socket.IO rooms with a member on this node, by kind (the room name's prefix: user, appointment, admins, ...)",
  ['kind']
)

export const bookings = counter(
  'telerawat_bookings_total',
  'Appointments booked (committed AppointmentBooked events appended by this node)'
)

export const cancellations = counter(
  'telerawat_cancellations_total',
  'Appointments cancelled, by who cancelled (committed AppointmentCancelled events appended by this node)',
  ['by']
)

export const mailsSent = counter('telerawat_mails_sent_total', 'E-mails handed to the mail server by this node, by kind of mail', [
  'kind',
])

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
