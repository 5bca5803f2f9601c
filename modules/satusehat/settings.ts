import { clinicSettings } from '#modules/clinic/index'
import { moduleSettings } from '#modules/kernel/index'

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
type WholeNumber =
  | 'SATUSEHAT_POLL_MS'
  | 'SATUSEHAT_CLAIM_TTL_MS'
  | 'SATUSEHAT_MAX_ATTEMPTS'
  | 'SATUSEHAT_RETRY_BASE_MS'
  | 'SATUSEHAT_RETRY_MAX_MS'
  | 'SATUSEHAT_HTTP_TIMEOUT_MS'

/** The validated settings the exchange reads, given by the server at registration. */
const env = moduleSettings<Record<Text, string> & Record<WholeNumber, number> & { NODE_ENV: string }>()
export const configureSatusehatSettings = env.configure

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

/** Why the exchange cannot run (the admin page says which): docs/satusehat.md#configuration. */
export const EXCHANGE_BLOCKERS = ['NOT_CONFIGURED', 'ORGANIZATION_MISSING', 'ORGANIZATION_MISMATCH', 'LOCATION_MISSING'] as const
export type ExchangeBlocker = (typeof EXCHANGE_BLOCKERS)[number]

/** The exchange as it runs: the client's settings plus the one organization and the registered Location. */
export interface ActiveExchange extends ExchangeConfig {
  organizationId: string
  location: { id: string; name: string }
}

/**
 * What keeps the exchange off: the client is not configured; no SATUSEHAT_ORGANIZATION_ID; the
 * clinic's organization (clinic settings, the Bundle's) differs from the configured client's (the
 * platform refuses an encounter of another organization); no registered Location (Encounter.location
 * is mandatory).
 */
export function exchangeBlockers(config = exchangeConfig()): ExchangeBlocker[] {
  const clinic = clinicSettings()
  const blockers: ExchangeBlocker[] = []
  if (!config) blockers.push('NOT_CONFIGURED')
  if (config && !config.organizationId) blockers.push('ORGANIZATION_MISSING')
  if (config?.organizationId && config.organizationId !== clinic.fhirOrganizationId) blockers.push('ORGANIZATION_MISMATCH')
  if (!clinic.satusehatLocationId) blockers.push('LOCATION_MISSING')
  return blockers
}

/** The exchange's settings when nothing keeps it off, else null (rows wait: 'Menunggu konfigurasi'). */
export function activeExchange(): ActiveExchange | null {
  const config = exchangeConfig()
  if (!config || exchangeBlockers(config).length > 0) return null
  const clinic = clinicSettings()
  return {
    ...config,
    organizationId: config.organizationId!,
    location: { id: clinic.satusehatLocationId, name: clinic.satusehatLocationName || clinic.satusehatLocationId },
  }
}

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
