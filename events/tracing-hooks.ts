import { SpanKind } from '@opentelemetry/api'
import { deliveryHooks, type BatchDelivery } from './consumer-runtime.js'
import type { EventMetadata, NewEvent } from './envelope.js'
import type { TraceCarrier } from './event-bus.js'
import { outboxHooks } from './outbox.js'
import { receive } from './receipt.js'
import {
  currentCarrier,
  inSpan,
  rememberCarrier,
  setTracingEnabled,
  startDeliverySpan,
  tracePublish,
  tracer,
  withCorrelation,
} from './tracing.js'

/**
 * Tracing as a wrapper around the event backbone (docs/ops/tracing.md): attached to the outbox's
 * and the consumer runtime's hooks when the SDK starts (server/observability/tracing.ts), detached
 * when it stops. Returns the detach.
 */
export function attachTracing(): () => void {
  setTracingEnabled(true)
  outboxHooks.aroundAppend = traceAppend
  outboxHooks.aroundPublish = tracePublish
  outboxHooks.currentTrace = currentCarrier
  deliveryHooks.aroundDelivery = traceDelivery
  return () => {
    setTracingEnabled(false)
    delete outboxHooks.aroundAppend
    delete outboxHooks.aroundPublish
    delete outboxHooks.currentTrace
    delete deliveryHooks.aroundDelivery
  }
}

/** The command's events carry this span's context (event_log.traceparent): the relay continues from it. */
function traceAppend(events: NewEvent[], meta: EventMetadata, append: (trace?: TraceCarrier) => Promise<string>) {
  const span = tracer().startSpan('outbox append', {
    kind: SpanKind.INTERNAL,
    attributes: {
      'db.system.name': 'postgresql',
      'db.collection.name': 'event_log',
      'telerawat.event.count': events.length,
      'telerawat.event.types': [...new Set(events.map((e) => e.type))],
      ...(meta.correlationId ? { 'telerawat.correlation_id': meta.correlationId } : {}),
    },
  })
  return inSpan(span, () => append(currentCarrier()))
}

/** Log lines of the delivery carry its correlation id (the command's), and its trace when traced. */
function traceDelivery({ consumer, transport, events, traces }: BatchDelivery, deliver: () => Promise<void>): Promise<void> {
  const first = events[0] as { correlationId?: string | null } | undefined
  const traced = traces
    ? startDeliverySpan(consumer, transport, events as Array<{ type: string; correlationId: string | null }>, traces)
    : undefined
  if (!traced) return withCorrelation(first?.correlationId, deliver)
  return withCorrelation(first?.correlationId, () =>
    inSpan(
      traced.span,
      () => {
        // socket pushes made after commit find their event's trace (tracePush)
        events.forEach((raw, i) => {
          const event = receive(raw).event
          if (event) rememberCarrier(event, traces![i])
        })
        return deliver()
      },
      traced.parent
    )
  )
}
