/**
 * What the metrics middleware costs per request, measured in isolation (steady on a busy
 * machine, unlike req/s): one `finish` listener on a ServerResponse-like emitter plus one
 * histogram observation, against the emitter alone. Needs the build (`npm run build`).
 *
 *   node server/observability/bench/middleware-cost.mjs [build]
 */
import { EventEmitter } from 'node:events'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const build = path.resolve(process.argv[2] ?? 'build')
const { observeHttpRequest } = await import(pathToFileURL(path.join(build, 'server/observability/metrics.js')).href)
const ROUTES = ['/api/user', '/api/appointments', '/api/appointments/:id', '/api/health', '/api/providers']
const N = 1_000_000

function run(withMetrics) {
  const started = process.hrtime.bigint()
  for (let i = 0; i < N; i++) {
    const res = new EventEmitter()
    const t0 = performance.now()
    if (withMetrics)
      res.once('finish', () => observeHttpRequest('GET', ROUTES[i % 5], i % 17 === 0 ? 404 : 200, (performance.now() - t0) / 1000))
    res.emit('finish')
  }
  return Number(process.hrtime.bigint() - started) / N
}

for (let round = 0; round < 3; round++) {
  const without = run(false)
  const withMetrics = run(true)
  console.log(
    `round ${round + 1}: ${withMetrics.toFixed(0)} ns with metrics, ${without.toFixed(0)} ns without: ${(withMetrics - without).toFixed(0)} ns per request`
  )
}
