import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { run } from '../lib/run.mjs'

/** The k6 binary: $K6, or built from the Go module proxy by load-tests/build-k6.sh. */
export function ensureK6(root) {
  if (process.env.K6 && existsSync(process.env.K6)) return process.env.K6
  const result = spawnSync(path.join(root, 'load-tests/build-k6.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  const line = /K6=(.+)/.exec(result.stdout ?? '')
  if (result.status !== 0 || !line) throw new Error('could not build k6 (load-tests/build-k6.sh)')
  return line[1].trim()
}

/** Runs a load-tests/bench script and returns its summary (metrics by name). */
export async function runK6(k6, root, script, env, tmpDir) {
  const summaryFile = path.join(tmpDir, `${path.basename(script, '.js')}-${Date.now()}.json`)
  const code = await run(k6, ['run', '--quiet', '--no-usage-report', path.join(root, 'load-tests/bench', script)], {
    cwd: root,
    env: { ...process.env, K6_AUTO_EXTENSION_RESOLUTION: 'false', SUMMARY_FILE: summaryFile, ...env },
  })
  if (!existsSync(summaryFile)) throw new Error(`k6 ${script} exited ${code} without a summary`)
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8'))
  rmSync(summaryFile)
  return { code, metrics: summary.metrics, state: summary.state }
}

/** The thresholds a summary says were crossed, as 'metric: threshold' (k6 exits 99 then). */
export function crossedThresholds(metrics) {
  return Object.entries(metrics).flatMap(([name, metric]) =>
    Object.entries(metric.thresholds ?? {})
      .filter(([, result]) => result.ok === false)
      .map(([threshold]) => `${name}: ${threshold}`)
  )
}

/**
 * Runs a k6 script and throws when it did not pass: a crossed threshold (a failed check, a
 * missed push) or any other non-zero exit. A failed scenario must never print figures.
 */
export async function runK6Checked(k6, root, script, env, tmpDir) {
  const result = await runK6(k6, root, script, env, tmpDir)
  if (result.code === 0) return result
  const crossed = crossedThresholds(result.metrics)
  const checks = result.metrics.checks?.values
  const detail = checks ? ` (checks ${checks.passes} passed, ${checks.fails} failed)` : ''
  throw new Error(`k6 ${script} exited ${result.code}${crossed.length ? `: ${crossed.join(', ')}` : ''}${detail}`)
}

/** req/s and latency percentiles (ms) of the http requests in a summary. */
export function httpFigures(metrics) {
  const d = metrics.http_req_duration?.values ?? {}
  return {
    requests: metrics.http_reqs?.values.count ?? 0,
    rps: metrics.http_reqs?.values.rate ?? 0,
    p50: d['p(50)'],
    p95: d['p(95)'],
    p99: d['p(99)'],
    failed: metrics.http_req_failed?.values.rate ?? 0,
    iterations: metrics.iterations?.values.count ?? 0,
  }
}
