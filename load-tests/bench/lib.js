// Shared by the `npm run bench` scenarios: loopback-only target, the session cookie handed over
// by the runner (the production cookie is Secure, so k6's jar would not send it over http),
// and a JSON summary file the runner reads.

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3400').replace(/\/+$/, '')
if (!/^http:\/\/(127(\.\d{1,3}){3}|localhost|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`BASE_URL must be a loopback address, got ${BASE_URL}`)
}

export const VUS = Number(__ENV.VUS || 50)
export const DURATION = __ENV.DURATION || '15s'

const COOKIES = JSON.parse(__ENV.COOKIES || '[]')

export { BROWSER_ACCEPT_ENCODING } from './browser.js'

/** Request params carrying a Cookie header (one of the runner's sessions, picked per VU). */
export function withSession(vu, extra = {}) {
  const headers = { Accept: 'application/json', ...(extra.headers || {}) }
  if (COOKIES.length > 0) headers.Cookie = COOKIES[vu % COOKIES.length]
  return { ...extra, headers }
}

/**
 * Every check of a scenario must pass: a crossed threshold makes k6 exit 99, and the runner
 * (scripts/bench/measure.mjs) then fails the scenario instead of printing its figures.
 */
export const allChecksPass = { checks: ['rate==1'] }

export const baseOptions = {
  scenarios: { load: { executor: 'constant-vus', vus: VUS, duration: DURATION } },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max', 'count'],
  discardResponseBodies: false,
  thresholds: allChecksPass,
}

export function handleSummary(data) {
  const out = {}
  if (__ENV.SUMMARY_FILE) out[__ENV.SUMMARY_FILE] = JSON.stringify(data)
  out.stdout = ''
  return out
}
