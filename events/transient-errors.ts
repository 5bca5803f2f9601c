/**
 * Errors that say "the database is not available right now" (or "this met another transaction"),
 * not "this event or request is wrong". A consumer must never dead-letter an event for one of
 * these, and an HTTP request that meets one is answered 503 (try again), not 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/** PostgreSQL SQLSTATEs of an unavailable, restarting or overloaded server. */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure (08P01 protocol_violation is a bug, not an outage)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
])

/** A conflict with another transaction: the same work succeeds when tried again. */
const CONFLICT_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
])

const CONNECTION_MESSAGES =
  /connection terminated|connection (?:was )?(?:closed|ended)|client has encountered a connection error|timeout exceeded when trying to connect|timeout acquiring a connection|the database system is (?:starting up|shutting down)|ECONNREFUSED/i

/** The database cannot be reached or is restarting: nothing about the work itself is wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
  // pg reports a refused connection to several addresses as an AggregateError
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

/** Worth trying again later: the database is unavailable, or the work met a lock conflict. */
export function isTransientDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (typeof code === 'string' && CONFLICT_SQLSTATES.has(code)) || isDatabaseUnavailable(error)
}
