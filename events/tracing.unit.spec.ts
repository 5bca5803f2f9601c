import { describe, expect, it } from 'vitest'
import { traceFromHeaders } from './transports/kafka.js'
import { currentCarrier, logMixin, startDeliverySpan, tracingEnabled, withCorrelation } from './tracing.js'

describe('trace context on the wire', () => {
  it('reads traceparent and tracestate from Kafka message headers (Buffers, as kafkajs gives them)', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    expect(traceFromHeaders({ traceparent: Buffer.from(traceparent), tracestate: Buffer.from('ro=1') })).toEqual({
      traceparent,
      tracestate: 'ro=1',
    })
    expect(traceFromHeaders({ traceparent: [Buffer.from(traceparent)] })).toEqual({ traceparent, tracestate: undefined })
    expect(traceFromHeaders(undefined)).toBeUndefined()
    expect(traceFromHeaders({ other: Buffer.from('x') })).toBeUndefined()
  })

  it('does nothing while tracing is off: no carrier, no delivery span, no log fields', () => {
    expect(tracingEnabled()).toBe(false)
    expect(currentCarrier()).toBeUndefined()
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    expect(startDeliverySpan('c', 'kafka', [{ type: 'T', correlationId: 'x' }], [{ traceparent }])).toBeUndefined()
    expect(withCorrelation('corr', () => logMixin())).toEqual({})
  })
})
