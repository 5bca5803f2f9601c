import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A span as an OTLP/JSON export carries it, ids as hex. */
export interface ExportedSpan {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: Record<string, unknown>
  links: Array<{ traceId: string; spanId: string }>
  service?: string
}

/** OTLP span kinds (opentelemetry-proto): SERVER 2, PRODUCER 4, CONSUMER 5. */
export const KIND = { INTERNAL: 1, SERVER: 2, CLIENT: 3, PRODUCER: 4, CONSUMER: 5 } as const

const hex = (id: string | undefined) =>
  !id ? undefined : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex')

function value(v: any): unknown {
  if (!v) return undefined
  if ('stringValue' in v) return v.stringValue
  if ('intValue' in v) return Number(v.intValue)
  if ('doubleValue' in v) return v.doubleValue
  if ('boolValue' in v) return v.boolValue
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(value)
  return undefined
}

const attributesOf = (list: any[] | undefined) => Object.fromEntries((list ?? []).map((a) => [a.key, value(a.value)]))

/** A real OTLP/HTTP receiver (JSON encoding) on a free port: what the app exports lands in `spans`. */
export async function startOtlpReceiver() {
  const spans: ExportedSpan[] = []
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => {
      requests.push(`${req.method} ${req.url} ${req.headers['content-type']}`)
      if (req.url === '/v1/traces' && String(req.headers['content-type']).startsWith('application/json')) {
        for (const rs of JSON.parse(body).resourceSpans ?? []) {
          const service = attributesOf(rs.resource?.attributes)['service.name'] as string | undefined
          for (const ss of rs.scopeSpans ?? []) {
            for (const s of ss.spans ?? []) {
              spans.push({
                traceId: hex(s.traceId)!,
                spanId: hex(s.spanId)!,
                parentSpanId: hex(s.parentSpanId) || undefined,
                name: s.name,
                kind: s.kind,
                attributes: attributesOf(s.attributes),
                links: (s.links ?? []).map((l: any) => ({ traceId: hex(l.traceId)!, spanId: hex(l.spanId)! })),
                service,
              })
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
