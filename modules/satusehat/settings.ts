/**
 * SATUSEHAT exchange settings, read from the environment at the moment of use (an operator sets
 * them and restarts; tests change them while the server runs). The exchange stays disabled until
 * the base URL, the token URL, the client id and the secret are all set.
 */
export interface ExchangeConfig {
  fhirBaseUrl: string
  authUrl: string
  clientId: string
  clientSecret: string
  organizationId: string | null
}

const trimmed = (name: string) => process.env[name]?.trim() || undefined

export function exchangeConfig(): ExchangeConfig | null {
  const fhirBaseUrl = trimmed('SATUSEHAT_FHIR_BASE_URL')
  const authUrl = trimmed('SATUSEHAT_AUTH_URL')
  const clientId = trimmed('SATUSEHAT_CLIENT_ID')
  const clientSecret = trimmed('SATUSEHAT_CLIENT_SECRET')
  if (!fhirBaseUrl || !authUrl || !clientId || !clientSecret) return null
  return { fhirBaseUrl: fhirBaseUrl.replace(/\/+$/, ''), authUrl, clientId, clientSecret, organizationId: trimmed('SATUSEHAT_ORGANIZATION_ID') ?? null }
}

const whole = (name: string, fallback: number, min = 1) => {
  const n = Number(process.env[name])
  return Number.isInteger(n) && n >= min ? n : fallback
}

export interface ExchangeWorkerOptions {
  /** Safety-net poll; the worker also sleeps exactly until the next due row. */
  pollMs: number
  /** A claim older than this is abandoned (crashed worker); far above the HTTP timeout. */
  claimTtlMs: number
  /** Attempts before a record goes to dead letters ('Gagal'). */
  maxAttempts: number
  /** First retry delay; doubled per attempt, capped by maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
  /** One POST (and one token request) may take this long. */
  httpTimeoutMs: number
}

export function workerOptions(): ExchangeWorkerOptions {
  const test = process.env.NODE_ENV === 'test'
  return {
    pollMs: whole('SATUSEHAT_POLL_MS', test ? 200 : 15_000),
    claimTtlMs: whole('SATUSEHAT_CLAIM_TTL_MS', 5 * 60_000),
    maxAttempts: whole('SATUSEHAT_MAX_ATTEMPTS', 8),
    baseDelayMs: whole('SATUSEHAT_RETRY_BASE_MS', 30_000),
    maxDelayMs: whole('SATUSEHAT_RETRY_MAX_MS', 60 * 60_000),
    httpTimeoutMs: whole('SATUSEHAT_HTTP_TIMEOUT_MS', 30_000),
  }
}
