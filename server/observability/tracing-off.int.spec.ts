import { trace } from '@opentelemetry/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { eventually } from '../tests/helpers/http-client.js'
import { newPatient, newProvider, slotAt } from '../../modules/notification/tests/support.js'
import { startOtlpReceiver } from './tests/otlp-receiver.js'

/**
 * Issue 14 item 4: without OTEL_EXPORTER_OTLP_ENDPOINT no SDK starts and nothing is exported —
 * even with an OTLP receiver listening where the exporter would send by default.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>

beforeAll(async () => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
  receiver = await startOtlpReceiver()
  server = await bootApp()
  await resetDatabase(server.db)
})

afterAll(async () => {
  await server?.stop()
  await receiver?.close()
})

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('starts no SDK, stores no trace context and exports nothing', async () => {
    const { tracingEnabled, tracer } = await server.import('#events/tracing')
    expect(tracingEnabled()).toBe(false)
    // the global API is the no-op one: its spans are not recording and have no trace id
    const span = tracer().startSpan('probe')
    expect(span.isRecording()).toBe(false)
    expect(trace.getActiveSpan()).toBeUndefined()
    span.end()

    const patient = await newPatient(server.url)
    const provider = await newProvider(server.url)
    const booked = await patient.client.post('/api/appointments', { providerId: provider.user.profile.id, scheduledAt: slotAt(3) })
    expect(booked.status, booked.text).toBe(201)
    await eventually(async () => (await server.db.from('rm_appointment_views').where('id', booked.body.id)).length === 1, 20_000)

    const rows = await server.db.from('event_log').whereNotNull('traceparent').count('* as n')
    expect(Number(rows[0].n)).toBe(0)
    await new Promise((r) => setTimeout(r, 1000))
    expect(receiver.requests).toEqual([])
    expect(receiver.spans).toEqual([])
  })
})
