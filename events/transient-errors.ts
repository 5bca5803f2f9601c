/**
 * Errors that say "the database (or the network to it) is not available right now", not "this
 * event or request is wrong". A consumer must never dead-letter an event for one of these, and an
 * HTTP request that meets one is answered 503 (try again), not 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/** PostgreSQL SQLSTATEs of an unavailable, restarting or overloaded server (or a lock cycle). */
const TRANSIENT_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
])

const CONNECTION_MESSAGES =
  /connection terminated|connection (?:was )?(?:closed|ended)|client has encountered a connection error|timeout exceeded when trying to connect|timeout acquiring a connection|the database system is (?:starting up|shutting down)|ECONNREFUSED/i

export function isTransientDatabaseError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || TRANSIENT_SQLSTATES.has(code) || code.startsWith('08')) return true
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
  // pg reports a refused connection to several addresses as an AggregateError
  if (Array.isArray(errors) && errors.some((e) => isTransientDatabaseError(e, depth + 1))) return true
  return isTransientDatabaseError(cause, depth + 1)
}
