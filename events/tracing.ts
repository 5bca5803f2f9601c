import {
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Link,
  type Span,
  type SpanContext,
} from '@opentelemetry/api'
import type { TraceCarrier } from './event-bus.js'

/**
 * Tracing of the event backbone (docs/ops/tracing.md), on the OpenTelemetry API only: the SDK is
 * started by server/observability/tracing.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set, which then
 * attaches these helpers to the outbox's and the consumer runtime's hooks (tracing-hooks.ts).
 * While it is off, every helper here returns at its first line (no span, no context, no carrier).
 */

export type { TraceCarrier }

let enabled = false

export function setTracingEnabled(on: boolean) {
  enabled = on
}

export function tracingEnabled() {
  return enabled
}

export const tracer = () => trace.getTracer('telerawat')

/** The current trace context as a carrier (undefined when tracing is off or nothing is traced). */
export function currentCarrier(ctx: Context = context.active()): TraceCarrier | undefined {
  if (!enabled) return undefined
  const carrier: Record<string, string> = {}
  propagation.inject(ctx, carrier)
  return carrier.traceparent ? { traceparent: carrier.traceparent, tracestate: carrier.tracestate } : undefined
}

export function contextOf(carrier: TraceCarrier | undefined): Context | undefined {
  if (!carrier?.traceparent) return undefined
  return propagation.extract(ROOT_CONTEXT, carrier)
}

function spanContextOf(carrier: TraceCarrier | undefined): SpanContext | undefined {
  const ctx = contextOf(carrier)
  return ctx ? trace.getSpanContext(ctx) : undefined
}

/** Runs `fn` in `span`'s context and ends the span when it settles (error status on a throw). */
export async function inSpan<T>(span: Span, fn: () => Promise<T> | T, parent: Context = context.active()): Promise<T> {
  try {
    return await context.with(trace.setSpan(parent, span), fn)
  } catch (error) {
    span.recordException(error as Error)
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message })
    throw error
  } finally {
    span.end()
  }
}

/** Trace context per delivered envelope object, for spans made after delivery (socket pushes). */
const carriers = new WeakMap<object, TraceCarrier>()

export function carrierOf(envelope: object): TraceCarrier | undefined {
  return carriers.get(envelope)
}

export function rememberCarrier(envelope: object, carrier: TraceCarrier | undefined) {
  if (carrier) carriers.set(envelope, carrier)
}

/**
 * The relay's send: one PRODUCER span per command (events sharing a stored traceparent) in the
 * batch, child of the command's `outbox append` span; each envelope's carrier is replaced by its
 * producer span's, which the transport hands on (Kafka headers or in-process).
 */
export async function tracePublish<E extends { type: string; trace?: TraceCarrier; module: string }>(
  envelopes: E[],
  system: string,
  destination: (module: string) => string,
  send: () => Promise<void>
): Promise<void> {
  if (!enabled) return send()
  const groups = new Map<string, E[]>()
  for (const envelope of envelopes) {
    if (!envelope.trace) continue
    const key = envelope.trace.traceparent
    if (!groups.has(key)) groups.set(key, [])
    groups.get(key)!.push(envelope)
  }
  const spans: Span[] = []
  for (const group of groups.values()) {
    const topics = [...new Set(group.map((e) => destination(e.module)))]
    const span = tracer().startSpan(
      `send ${topics.join(',')}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': system,
          'messaging.operation.type': 'send',
          'messaging.operation.name': 'send',
          'messaging.destination.name': topics.join(','),
          'messaging.batch.message_count': group.length,
          'telerawat.event.types': [...new Set(group.map((e) => e.type))],
        },
      },
      contextOf(group[0].trace)
    )
    spans.push(span)
    const carrier = currentCarrier(trace.setSpan(ROOT_CONTEXT, span))
    for (const envelope of group) envelope.trace = carrier
  }
  try {
    await send()
  } catch (error) {
    for (const span of spans) span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message })
    throw error
  } finally {
    for (const span of spans) span.end()
  }
}

/**
 * A consumer's delivery of a batch: a CONSUMER span, child of the first event's producer span and
 * linked to the producer spans of the batch's other commands.
 */
export function startDeliverySpan(
  consumer: string,
  system: string,
  events: Array<{ type: string; correlationId: string | null }>,
  traces: Array<TraceCarrier | undefined>
): { span: Span; parent: Context } | undefined {
  if (!enabled) return undefined
  const seen = new Set<string>()
  const links: Link[] = []
  let parent: Context | undefined
  for (const carrier of traces) {
    if (!carrier || seen.has(carrier.traceparent)) continue
    seen.add(carrier.traceparent)
    if (!parent) parent = contextOf(carrier)
    const linked = spanContextOf(carrier)
    if (linked) links.push({ context: linked })
  }
  if (!parent) return undefined // events stored without a trace context (appended while tracing was off)
  const correlationIds = [...new Set(events.map((e) => e.correlationId).filter((c): c is string => !!c))]
  const span = tracer().startSpan(
    `process ${consumer}`,
    {
      kind: SpanKind.CONSUMER,
      links,
      attributes: {
        'messaging.system': system,
        'messaging.operation.type': 'process',
        'messaging.operation.name': 'process',
        'messaging.consumer.group.name': consumer,
        'messaging.batch.message_count': events.length,
        'telerawat.event.types': [...new Set(events.map((e) => e.type))],
        ...(correlationIds.length ? { 'telerawat.correlation_ids': correlationIds } : {}),
      },
    },
    parent
  )
  return { span, parent }
}

/**
 * A Socket.IO push made for `event`: a span in the trace of the command that appended the event,
 * child of the consumer's delivery span when that is in the same trace, else of the producer span
 * (and linked to the delivery).
 */
export function tracePush(event: object, name: string, attributes: Record<string, string | number | string[]>, emit: () => void) {
  if (!enabled) return emit()
  const active = trace.getActiveSpan()?.spanContext()
  const own = spanContextOf(carrierOf(event))
  const inTrace = !own || (active && active.traceId === own.traceId)
  const parent = inTrace ? context.active() : contextOf(carrierOf(event))!
  const span = tracer().startSpan(
    `emit ${name}`,
    {
      kind: SpanKind.PRODUCER,
      links: !inTrace && active ? [{ context: active }] : [],
      attributes: { 'messaging.system': 'socket.io', 'messaging.operation.type': 'send', 'socketio.event': name, ...attributes },
    },
    parent
  )
  try {
    emit()
  } finally {
    span.end()
  }
}

/**
 * Correlation id of the request or delivery under way, for log lines (config/logger.ts). Kept in
 * the OpenTelemetry context while tracing is on (its AsyncLocalStorage is running anyway); while
 * tracing is off no AsyncLocalStorage is entered (it would slow every await, ~0.5 µs each on
 * Node 20): the HTTP request's logger and the consumer runtime's log lines bind the id themselves.
 */
const CORRELATION = createContextKey('telerawat.correlation_id')

export function withCorrelation<T>(correlationId: string | undefined | null, fn: () => T): T {
  if (!enabled || !correlationId) return fn()
  return context.with(context.active().setValue(CORRELATION, correlationId), fn)
}

/** pino mixin: while tracing is on, every log line carries the trace id, span id and correlation id. */
export function logMixin(): Record<string, string> {
  if (!enabled) return {}
  const fields: Record<string, string> = {}
  const active = context.active()
  const correlationId = active.getValue(CORRELATION) as string | undefined
  if (correlationId) fields.correlation_id = correlationId
  const span = trace.getSpanContext(active)
  if (span) {
    fields.trace_id = span.traceId
    fields.span_id = span.spanId
  }
  return fields
}
