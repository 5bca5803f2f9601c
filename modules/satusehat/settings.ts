import env from '#start/env'

/**
 * SATUSEHAT exchange settings (validated at boot by server/start/env.ts), read at the moment of
 * use: an operator sets them and restarts; tests change them with env.set while the server runs. The exchange stays disabled until
 * the base URL, the token URL, the client id and the secret are all set.
 */
export interface ExchangeConfig {
  fhirBaseUrl: string
  authUrl: string
  clientId: string
  clientSecret: string
  organizationId: string | null
}

type Text =
  'SATUSEHAT_FHIR_BASE_URL' | 'SATUSEHAT_AUTH_URL' | 'SATUSEHAT_CLIENT_ID' | 'SATUSEHAT_CLIENT_SECRET' | 'SATUSEHAT_ORGANIZATION_ID'
const trimmed = (name: Text) => env.get(name)?.trim() || undefined

export function exchangeConfig(): ExchangeConfig | null {
  const fhirBaseUrl = trimmed('SATUSEHAT_FHIR_BASE_URL')
  const authUrl = trimmed('SATUSEHAT_AUTH_URL')
  const clientId = trimmed('SATUSEHAT_CLIENT_ID')
  const clientSecret = trimmed('SATUSEHAT_CLIENT_SECRET')
  if (!fhirBaseUrl || !authUrl || !clientId || !clientSecret) return null
  return {
    fhirBaseUrl: fhirBaseUrl.replace(/\/+$/, ''),
    authUrl,
    clientId,
    clientSecret,
    organizationId: trimmed('SATUSEHAT_ORGANIZATION_ID') ?? null,
  }
}

type WholeNumber =
  | 'SATUSEHAT_POLL_MS'
  | 'SATUSEHAT_CLAIM_TTL_MS'
  | 'SATUSEHAT_MAX_ATTEMPTS'
  | 'SATUSEHAT_RETRY_BASE_MS'
  | 'SATUSEHAT_RETRY_MAX_MS'
  | 'SATUSEHAT_HTTP_TIMEOUT_MS'
const whole = (name: WholeNumber, fallback: number) => env.get(name) ?? fallback

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
  const test = env.get('NODE_ENV') === 'test'
  return {
    pollMs: whole('SATUSEHAT_POLL_MS', test ? 200 : 15_000),
    claimTtlMs: whole('SATUSEHAT_CLAIM_TTL_MS', 5 * 60_000),
    maxAttempts: whole('SATUSEHAT_MAX_ATTEMPTS', 8),
    baseDelayMs: whole('SATUSEHAT_RETRY_BASE_MS', 30_000),
    maxDelayMs: whole('SATUSEHAT_RETRY_MAX_MS', 60 * 60_000),
    httpTimeoutMs: whole('SATUSEHAT_HTTP_TIMEOUT_MS', 30_000),
  }
}
