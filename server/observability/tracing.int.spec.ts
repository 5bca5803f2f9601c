import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { eventually } from '../tests/helpers/http-client.js'
import { connectSocket } from '../tests/helpers/socket.js'
import { newPatient, newProvider, slotAt } from '../../modules/notification/tests/support.js'
import { KIND, startOtlpReceiver, type ExportedSpan } from './tests/otlp-receiver.js'

/**
 * Issue 14 item 4: with OTEL_EXPORTER_OTLP_ENDPOINT set, one booking is one trace, from the HTTP
 * request through the outbox, the relay's send (the Kafka hop when KAFKA_BROKERS is set) and each
 * consumer's delivery, to the Socket.IO push, exported over OTLP/HTTP to a real receiver.
 */
const SETTINGS = { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_SERVICE_NAME: 'telerawat-test' }
const transport = process.env.KAFKA_BROKERS ? 'kafka' : 'in-process'
let server: Awaited<ReturnType<typeof bootApp>>
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
let socket: Socket | undefined

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  Object.assign(process.env, SETTINGS, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url })
  server = await bootApp()
  await resetDatabase(server.db)
})

afterAll(async () => {
  socket?.close()
  await server?.stop()
  await receiver?.close()
  for (const key of [...Object.keys(SETTINGS), 'OTEL_EXPORTER_OTLP_ENDPOINT']) delete process.env[key]
})

const childrenOf = (spans: ExportedSpan[], parent: ExportedSpan) => spans.filter((s) => s.parentSpanId === parent.spanId)
const linksTo = (span: ExportedSpan, target: ExportedSpan) =>
  span.links.some((l) => l.spanId === target.spanId && l.traceId === target.traceId)

describe(`a booking's trace (${transport} transport)`, () => {
  it('spans HTTP request -> outbox append -> send -> each consumer delivery -> socket push, parents linked across the hop', async () => {
    const patient = await newPatient(server.url)
    const provider = await newProvider(server.url)
    socket = await connectSocket(server.url, patient.client.cookieHeader)
    const pushed = new Promise((resolve) => socket!.once('appointment.changed', resolve))
    const booked = await patient.client.post('/api/appointments', { providerId: provider.user.profile.id, scheduledAt: slotAt(3) })
    expect(booked.status, booked.text).toBe(201)

    // the stored context: the booking's events carry the traceparent of its outbox span
    const rows = await server.db
      .from('event_log')
      .where('aggregate_id', booked.body.id)
      .select('type', 'traceparent', 'correlation_id')
    expect(rows.map((r: any) => r.type)).toContain('AppointmentBooked')
    for (const row of rows) expect(row.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)

    const http = await eventually(
      () => receiver.spans.find((s) => s.name === 'POST /api/appointments' && s.kind === KIND.SERVER),
      20_000
    )
    expect(http.service).toBe('telerawat-test')
    expect(http.attributes['http.route']).toBe('/api/appointments')
    expect(http.attributes['http.response.status_code']).toBe(201)
    expect(http.attributes['telerawat.correlation_id']).toBe(rows[0].correlation_id)
    const traceId = http.traceId
    expect(rows[0].traceparent.split('-')[1]).toBe(traceId)

    // wait until the socket push and the relay's send (it ends once the in-process delivery returned) were exported
    await pushed
    const trace = await eventually(() => {
      const mine = receiver.spans.filter((s) => s.traceId === traceId)
      return (
        mine.some((s) => s.name === 'emit appointment.changed') &&
        mine.some((s) => s.kind === KIND.PRODUCER && s.name.startsWith('send')) &&
        mine
      )
    }, 20_000)

    const isDescendant = (span: ExportedSpan, ancestor: ExportedSpan): boolean => {
      let at: ExportedSpan | undefined = span
      while (at?.parentSpanId) {
        if (at.parentSpanId === ancestor.spanId) return true
        at = trace.find((s) => s.spanId === at!.parentSpanId)
      }
      return false
    }

    // HTTP request -> outbox append (the command's transaction, under the request)
    const append = trace.find(
      (s) => s.name === 'outbox append' && (s.attributes['telerawat.event.types'] as string[]).includes('AppointmentBooked')
    )!
    expect(append).toBeDefined()
    expect(isDescendant(append, http)).toBe(true)
    expect(append.attributes['telerawat.correlation_id']).toBe(rows[0].correlation_id)
    expect(rows[0].traceparent.split('-')[2]).toBe(append.spanId)

    // outbox -> the relay's send (PRODUCER), child of the append span: the context came from event_log
    const sends = childrenOf(trace, append).filter((s) => s.kind === KIND.PRODUCER)
    expect(sends.length).toBeGreaterThanOrEqual(1)
    const send = sends[0]
    expect(send.attributes['messaging.system']).toBe(transport)
    if (transport === 'kafka')
      expect(String(send.attributes['messaging.destination.name']).split(',')).toContain('telerawat.scheduling.v1')

    // across the hop: each consumer's delivery span (CONSUMER) has the send span as parent (or links it)
    // (waited for: consumers run side by side, and their spans are exported as each ends)
    const deliveries = await eventually(() => {
      const found = receiver.spans.filter((s) => s.kind === KIND.CONSUMER && (s.parentSpanId === send.spanId || linksTo(s, send)))
      const consumers = found.map((s) => s.attributes['messaging.consumer.group.name'])
      return ['scheduling.appointment-views', 'realtime.gateway'].every((c) => consumers.includes(c)) && found
    }, 20_000)
    for (const delivery of deliveries) {
      expect(delivery.attributes['messaging.system']).toBe(transport)
      expect(delivery.links.some((l) => l.spanId === send.spanId)).toBe(true)
    }
    const gateway = deliveries.find((s) => s.attributes['messaging.consumer.group.name'] === 'realtime.gateway')!

    // consumer -> the Socket.IO push, in the booking's trace: child of the gateway's delivery span, or
    // (when a Kafka batch began with another command's event) of the send span, linked to the delivery
    const push = trace.find(
      (s) => s.name === 'emit appointment.changed' && s.attributes['telerawat.event.type'] === 'AppointmentBooked'
    )!
    if (gateway.traceId === traceId) {
      expect(gateway.parentSpanId).toBe(send.spanId)
      expect(push.parentSpanId).toBe(gateway.spanId)
    } else {
      expect(push.parentSpanId).toBe(send.spanId)
      expect(linksTo(push, gateway)).toBe(true)
    }
    if (transport === 'in-process') expect(gateway.traceId).toBe(traceId)
    expect(push.attributes['messaging.system']).toBe('socket.io')
    expect(push.attributes['socketio.rooms']).toEqual(expect.arrayContaining([`user:${patient.user.id}`]))
  })

  it('puts the trace id and the correlation id on log lines', async () => {
    const { tracer, withCorrelation, logMixin } = await server.import('#events/tracing')
    const fields = await withCorrelation('corr-123', () =>
      tracer().startActiveSpan('probe', (span: any) => {
        const mixed = logMixin()
        span.end()
        return { mixed, traceId: span.spanContext().traceId }
      })
    )
    expect(fields.mixed).toEqual({ correlation_id: 'corr-123', trace_id: fields.traceId, span_id: expect.any(String) })
  })
})
