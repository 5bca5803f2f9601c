/**
 * Route patterns that never read a session, a signed-in user or a request body: the health
 * probe, the unknown-API 404 and the SPA's index.html. They skip the session stack entirely
 * (no session row read, no cookie written, no user lookup).
 */
// '/bench/bare': the framework's bare route of `npm run bench` (server/start/bench-routes.ts).
// '/api/health/*' and '/metrics': probes and scrapes (server/observability), public or token-guarded.
const SESSIONLESS_PATTERNS = new Set([
  '/api/health',
  '/api/*',
  '*',
  '/bench/bare',
  '/api/health/live',
  '/api/health/ready',
  '/metrics',
])

export function isSessionless(pattern: string | undefined): boolean {
  return pattern !== undefined && SESSIONLESS_PATTERNS.has(pattern)
}
