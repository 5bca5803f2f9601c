import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { metricsContentType, renderMetrics } from './scrape-state.js'

/** `Authorization: Bearer <token>` equal to the configured token (compared in constant time). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!match) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(match[1]), digest(token))
}

export interface MetricsListener {
  port: number
  close(): Promise<void>
}

/**
 * The metrics port (METRICS_PORT): a bare HTTP server answering GET /metrics and nothing else,
 * outside the app's router, sessions and middleware. Bound to 127.0.0.1 unless METRICS_HOST says
 * otherwise (a container's Prometheus on an internal network).
 */
export async function startMetricsListener(host: string, port: number, onError: (error: unknown) => void): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    renderMetrics().then(
      (body) =>
        res
          .writeHead(200, { 'content-type': metricsContentType, 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : body),
      (error) => {
        onError(error)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n')
      }
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let listener: MetricsListener | undefined
/** The running metrics port, if METRICS_PORT is set (tests read its port when it was 0). */
export const metricsListener = () => listener
export function setMetricsListener(value: MetricsListener | undefined) {
  listener = value
}
