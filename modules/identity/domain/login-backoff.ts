/**
 * Sign-in back-off per (account, client) pair (docs/security.md). The first failures are free
 * (typos); from then on every failure doubles the wait, capped, and a success clears the pair.
 */
export const FREE_FAILURES = 4
export const FIRST_BACKOFF_SECONDS = 15
export const MAX_BACKOFF_SECONDS = 15 * 60
/** A pair's count starts again after a quiet day. */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60

/** How long the pair must wait after its `failures`-th failure in a row. */
export function backoffSeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures <= FREE_FAILURES) return 0
  return Math.min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** (failures - FREE_FAILURES - 1))
}
