import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { Client, eventually } from '../tests/helpers/http-client.js'
import { connectSocket } from '../tests/helpers/socket.js'
import { newPatient, newProvider, slotAt, startSmtpSink } from '../../modules/notification/tests/support.js'
import { find, parseSamples, valueOf, type Sample } from './tests/prometheus-text.js'

/**
 * Issue 14 item 3: after real traffic (a booking, a cancellation, the mails they send, a socket),
 * the metrics appear with the right labels, on the metrics port and on the main port with the token.
 */
const TOKEN = 'metrics-token-for-tests-0123456789'
const SETTINGS = { METRICS_PORT: '0', METRICS_TOKEN: TOKEN }
let server: Awaited<ReturnType<typeof bootApp>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let metricsUrl: string
let socket: Socket | undefined

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, SETTINGS, { SMTP_URL: sink.url })
  server = await bootApp()
  await resetDatabase(server.db)
  const { metricsListener } = await server.import('#server/observability/metrics-endpoint')
  metricsUrl = `http://127.0.0.1:${metricsListener().port}/metrics`
})

afterAll(async () => {
  socket?.close()
  await server?.stop()
  await sink?.close()
  for (const key of [...Object.keys(SETTINGS), 'SMTP_URL']) delete process.env[key]
})

async function scrape(): Promise<Sample[]> {
  const res = await fetch(metricsUrl)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return parseSamples(await res.text())
}

const requests = (samples: Sample[], method: string, route: string, status: string) =>
  valueOf(samples, 'telerawat_http_request_duration_seconds_count', { method, route, status }) ?? 0

describe('GET /metrics after a booking, a cancellation and their mails', () => {
  it('carries HTTP, business, event-system, pool, socket and runtime metrics with their labels', async () => {
    const patient = await newPatient(server.url)
    const provider = await newProvider(server.url)
    socket = await connectSocket(server.url, patient.client.cookieHeader)
    const booked = await patient.client.post('/api/appointments', { providerId: provider.user.profile.id, scheduledAt: slotAt(3) })
    expect(booked.status, booked.text).toBe(201)
    const cancelled = await patient.client.post(`/api/appointments/${booked.body.id}/cancel`, { reason: 'Ada urusan' })
    expect(cancelled.status, cancelled.text).toBe(200)
    const missing = await patient.client.get('/api/appointments/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)

    // the mails reach the SMTP sink, the relay has published every event (the mails append some
    // of their own) and every consumer has caught up: asserting before that is asserting on luck
    const samples = await eventually(async () => {
      const s = await scrape()
      const mails = (kind: string) => valueOf(s, 'telerawat_mails_sent_total', { kind }) ?? 0
      const lag = find(s, 'telerawat_consumer_lag_events')
      const drained = valueOf(s, 'telerawat_outbox_unpublished_events') === 0
      return (
        mails('APPOINTMENT_CANCELLED') === 2 &&
        mails('EMAIL_VERIFICATION') === 2 &&
        drained &&
        lag.length > 0 &&
        lag.every((x) => x.value === 0) &&
        s
      )
    }, 60_000) // with Kafka, the consumer groups of a freshly booted app may still be joining
    expect(sink.received.length).toBeGreaterThanOrEqual(4)

    // HTTP: by route pattern (ids never become labels) and status
    expect(requests(samples, 'POST', '/api/appointments', '201')).toBe(1)
    expect(requests(samples, 'POST', '/api/appointments/:id/cancel', '200')).toBe(1)
    expect(requests(samples, 'GET', '/api/appointments/:id', '404')).toBe(1)
    expect(requests(samples, 'POST', '/api/register', '201')).toBe(2)
    const routes = find(samples, 'telerawat_http_request_duration_seconds_count').map((s) => s.labels.route)
    expect(routes.filter((r) => /[0-9a-f]{8}-[0-9a-f]{4}/.test(r))).toEqual([])
    expect(
      valueOf(samples, 'telerawat_http_request_duration_seconds_bucket', { route: '/api/appointments', le: '+Inf', status: '201' })
    ).toBe(1)

    // bookings, cancellations (by who) and e-mails (by kind)
    expect(valueOf(samples, 'telerawat_bookings_total')).toBe(1)
    expect(valueOf(samples, 'telerawat_cancellations_total', { by: 'PATIENT' })).toBe(1)
    // (a confirmation not yet sent when the cancellation came is not sent at all)
    expect(valueOf(samples, 'telerawat_mails_sent_total', { kind: 'EMAIL_VERIFICATION' })).toBe(2)
    expect(valueOf(samples, 'telerawat_mails_sent_total', { kind: 'APPOINTMENT_CANCELLED' })).toBe(2)

    // the event system: outbox, and every consumer's lag and dead letters
    expect(valueOf(samples, 'telerawat_outbox_unpublished_events')).toBe(0)
    expect(valueOf(samples, 'telerawat_outbox_oldest_unpublished_age_seconds')).toBe(0)
    const consumers = find(samples, 'telerawat_consumer_lag_events').map((s) => s.labels.consumer)
    expect(consumers).toEqual(expect.arrayContaining(['scheduling.appointment-views', 'realtime.gateway']))
    for (const consumer of consumers) {
      expect(valueOf(samples, 'telerawat_consumer_lag_seconds', { consumer })).toBe(0)
      expect(valueOf(samples, 'telerawat_dead_letters', { consumer })).toBe(0)
    }
    expect(valueOf(samples, 'telerawat_metrics_database_up')).toBe(1)

    // database pool, Socket.IO, event loop
    for (const state of ['used', 'free', 'pending'])
      expect(valueOf(samples, 'telerawat_db_pool_connections', { state })).toBeGreaterThanOrEqual(0)
    expect(valueOf(samples, 'telerawat_db_pool_max')).toBe(20)
    expect(valueOf(samples, 'telerawat_socketio_connections')).toBe(1)
    expect(valueOf(samples, 'telerawat_socketio_rooms', { kind: 'user' })).toBe(1)
    expect(find(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1)
  }, 90_000)

  it('an outbox row nobody relays shows as depth and age', async () => {
    const { relay } = await server.events()
    await relay.stop()
    try {
      const patient = await newPatient(server.url) // appends UserRegistered, left unpublished
      expect(patient.user.id).toBeTruthy()
      const samples = await eventually(async () => {
        const s = await scrape()
        return (
          (valueOf(s, 'telerawat_outbox_unpublished_events') ?? 0) > 0 &&
          (valueOf(s, 'telerawat_outbox_oldest_unpublished_age_seconds') ?? 0) > 0 &&
          s
        )
      }, 10_000)
      expect(valueOf(samples, 'telerawat_outbox_oldest_unpublished_age_seconds')).toBeLessThan(60)
    } finally {
      await relay.start()
    }
  })
})

describe('GET /metrics on the main port', () => {
  it('needs the bearer token', async () => {
    const anonymous = new Client(server.url)
    const none = await anonymous.get('/metrics')
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect((await anonymous.get('/metrics', { authorization: 'Bearer wrong-token-wrong-token-wrong' })).status).toBe(401)
    const ok = await anonymous.get('/metrics', { authorization: `Bearer ${TOKEN}` })
    expect(ok.status).toBe(200)
    expect(ok.text).toContain('# TYPE telerawat_http_request_duration_seconds histogram')
    expect(ok.headers.get('set-cookie')).toBeNull()
  })

  it('the metrics port answers /metrics only', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/api/health'))).status).toBe(404)
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404)
  })
})

describe('health probes', () => {
  it('live and ready answer ok, with no detail', async () => {
    const anonymous = new Client(server.url)
    const live = await anonymous.get('/api/health/live')
    expect([live.status, live.body]).toEqual([200, { status: 'ok' }])
    const ready = await anonymous.get('/api/health/ready')
    expect([ready.status, ready.body]).toEqual([200, { status: 'ok' }])
    expect(live.headers.get('set-cookie')).toBeNull()
    expect((await anonymous.get('/api/health')).body).toEqual({ status: 'ok' })
  })

  it('ready is 503 while no node runs the relay, and ok again once one does', async () => {
    const { forgetReadiness } = await server.import('#server/observability/readiness')
    const { relay } = await server.events()
    const anonymous = new Client(server.url)
    await relay.stop() // its connection closes, so the relay lock is free
    try {
      forgetReadiness()
      const down = await anonymous.get('/api/health/ready')
      expect([down.status, down.body]).toEqual([503, { status: 'unavailable' }])
      expect((await anonymous.get('/api/health/live')).status).toBe(200)
    } finally {
      await relay.start()
    }
    await eventually(async () => {
      forgetReadiness()
      return (await anonymous.get('/api/health/ready')).status === 200
    }, 10_000)
  })
})
