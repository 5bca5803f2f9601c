import { Env } from '@adonisjs/core/env'

/**
 * Every setting the server and its modules read, validated once at boot. Nothing else reads
 * process.env (eslint.config.js); the README's settings table lists each one with its default.
 */

/** A whole number >= min, or absent (the reader's default applies). */
function wholeNumber(min: number) {
  return (key: string, value?: string): number | undefined => {
    if (value === undefined || value.trim() === '') return undefined
    const n = Number(value)
    if (!Number.isInteger(n) || n < min) throw new Error(`${key} must be a whole number of at least ${min}, got "${value}"`)
    return n
  }
}

/** A number of hours or days >= 0 (fractions allowed), or absent. */
function nonNegative(key: string, value?: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${key} must be a number of at least 0, got "${value}"`)
  return n
}

/** An https URL (it is framed or linked from the pages), or absent. */
function httpsUrl(key: string, value?: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(`${key} must be a URL, got "${value}"`)
  }
  if (url.protocol !== 'https:') throw new Error(`${key} must use https, got "${value}"`)
  return value.trim()
}

const schema = {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  /** The origin of e-mailed links (modules/kernel/app-origin.ts); production refuses to start without it (below). */
  APP_URL: appUrl,
  LOG_LEVEL: Env.schema.string.optional(),
  DATABASE_URL: Env.schema.string(),
  DATA_DIR: Env.schema.string.optional(),
  SESSION_DRIVER: Env.schema.enum.optional(['database', 'cookie'] as const),
  KAFKA_BROKERS: Env.schema.string.optional(),
  KAFKA_PARTITIONS: Env.schema.number.optional(),
  REDIS_URL: Env.schema.string.optional(),
  SMTP_URL: Env.schema.string.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  NOTIFICATION_POLL_MS: wholeNumber(1),
  NOTIFICATION_CLAIM_TTL_MS: wholeNumber(1),
  /** Fault tests only (see modules/notification/settings.ts); ignored unless NODE_ENV=test. */
  NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS: wholeNumber(1),
  /** Messaging: the unread e-mail digest's delay (default 15 minutes) and the worker's poll. */
  MESSAGING_DIGEST_DELAY_MS: wholeNumber(0),
  MESSAGING_DIGEST_POLL_MS: wholeNumber(1),
  APP_TIMEZONE: Env.schema.string.optional(),
  /** "external meeting link" mode (a clinic's own Jitsi); unset: the built-in call (docs/video.md) */
  MEET_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  CSP_FRAME_ORIGINS: Env.schema.string.optional(),
  JITSI_APP_ID: Env.schema.string.optional(),
  JITSI_APP_SECRET: Env.schema.string.optional(),
  EVENT_NODE_ID: Env.schema.string.optional(),
  /** Events per page of a replay started from the operations page (default 2000; tests use smaller pages). */
  OPERATIONS_REPLAY_BATCH_SIZE: Env.schema.number.optional(),
  /** How often a serving node looks for a replay whose process died (ms, default 5000; 0 = never). */
  REPLAY_WATCHDOG_MS: Env.schema.number.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  LOGIN_FAILURES_PER_IP: wholeNumber(1),
  REGISTER_LIMIT_PER_HOUR: wholeNumber(1),
  UPLOAD_LIMIT_PER_10_MIN: wholeNumber(1),
  RECORDS_ACCESS_BEFORE_HOURS: nonNegative,
  RECORDS_ACCESS_AFTER_DAYS: nonNegative,
  QUESTIONNAIRE_INITIAL_URL: httpsUrl,
  QUESTIONNAIRE_EVALUATION_URL: httpsUrl,
  /** `npm run bench` only: adds the framework's bare route (server/start/bench-routes.ts). */
  BENCH_ROUTES: Env.schema.boolean.optional(),
  /** /metrics (docs/ops/metrics.md): its own port, bound to METRICS_HOST (127.0.0.1), and/or the main port with a bearer token. */
  METRICS_PORT: port,
  METRICS_HOST: Env.schema.string.optional({ format: 'host' }),
  METRICS_TOKEN: secretToken,
  /** SATUSEHAT exchange (modules/satusehat/settings.ts, docs/satusehat.md): disabled until the first four are set. */
  SATUSEHAT_FHIR_BASE_URL: Env.schema.string.optional(),
  SATUSEHAT_AUTH_URL: Env.schema.string.optional(),
  SATUSEHAT_CLIENT_ID: Env.schema.string.optional(),
  SATUSEHAT_CLIENT_SECRET: Env.schema.string.optional(),
  SATUSEHAT_ORGANIZATION_ID: Env.schema.string.optional(),
  SATUSEHAT_MAX_ATTEMPTS: wholeNumber(1),
  SATUSEHAT_RETRY_BASE_MS: wholeNumber(1),
  SATUSEHAT_RETRY_MAX_MS: wholeNumber(1),
  SATUSEHAT_POLL_MS: wholeNumber(1),
  SATUSEHAT_CLAIM_TTL_MS: wholeNumber(1),
  SATUSEHAT_HTTP_TIMEOUT_MS: wholeNumber(1),
  /** The built-in call's ICE servers (modules/call/settings.ts, docs/video.md): STUN, and TURN with the TURN REST scheme's shared secret. */
  STUN_URLS: iceUrls(['stun:', 'stuns:']),
  TURN_URLS: iceUrls(['turn:', 'turns:']),
  TURN_SECRET: turnSecret,
  TURN_CREDENTIAL_TTL_SECONDS: wholeNumber(60),
  /** Traces (docs/ops/tracing.md): on when an OTLP/HTTP endpoint is set; the exporter reads the other OTEL_EXPORTER_OTLP_* itself. */
  OTEL_EXPORTER_OTLP_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  OTEL_SERVICE_NAME: Env.schema.string.optional(),
  OTEL_BSP_SCHEDULE_DELAY: Env.schema.number.optional(),
}

/** A TCP port (0 = any free one, for tests), or absent. */
function port(key: string, value?: string): number | undefined {
  const n = wholeNumber(0)(key, value)
  if (n !== undefined && n > 65535) throw new Error(`${key} must be a port number (0-65535), got "${value}"`)
  return n
}

/** A bearer token long enough not to be guessed, or absent. */
function secretToken(key: string, value?: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (value.trim().length < 24) throw new Error(`${key} must be at least 24 characters long`)
  return value.trim()
}

/** Comma-separated ICE server URLs with one of the schemes, or absent. */
function iceUrls(schemes: string[]) {
  return (key: string, value?: string): string | undefined => {
    if (value === undefined || value.trim() === '') return undefined
    for (const url of value.split(',').map((v) => v.trim())) {
      if (!schemes.some((scheme) => url.startsWith(scheme)) || url.length === schemes[0].length) {
        throw new Error(`${key} must be comma-separated ${schemes.join(' or ')} URLs, got "${url}"`)
      }
    }
    return value.trim()
  }
}

/** coturn's static-auth-secret: long enough not to be guessed. */
function turnSecret(key: string, value?: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (value.trim().length < 16) throw new Error(`${key} must be at least 16 characters long`)
  return value.trim()
}

/** An http(s) origin such as https://telerawat.example.id (no query or fragment), or absent. */
function appUrl(key: string, value?: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(`${key} must be a URL such as https://telerawat.example.id, got "${value}"`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`${key} must be an http(s) URL without query, fragment or credentials, got "${value}"`)
  }
  return value.trim()
}

/** One line per run, naming each setting and what is wrong with it (no stack trace to read past). */
class InvalidSettings extends Error {
  override name = 'InvalidSettings'
}

async function create() {
  let env
  try {
    env = await Env.create(new URL('../../', import.meta.url), schema)
  } catch (error) {
    const help = (error as { help?: unknown }).help
    if (typeof help !== 'string') throw error
    const problems = help
      .split('\n')
      .map((line) => line.replace(/^-\s*/, '').trim())
      .filter(Boolean)
    throw invalid(problems)
  }
  // settings that only make sense together
  if (env.get('TURN_URLS') && !env.get('TURN_SECRET')) throw invalid(['TURN_URLS needs TURN_SECRET (coturn static-auth-secret)'])
  return env
}

function invalid(problems: string[]) {
  return new InvalidSettings(`TeleRawat tidak dapat dimulai, pengaturan tidak valid (invalid settings): ${problems.join('; ')}`)
}

const env = await create()
// E-mailed links must not follow the Host header a client chooses (issue 24): production names its origin.
if (env.get('NODE_ENV') === 'production' && !env.get('APP_URL')) {
  throw new InvalidSettings(
    'TeleRawat tidak dapat dimulai, pengaturan tidak valid (invalid settings): APP_URL must be set in production (the origin of e-mailed links, e.g. https://telerawat.example.id)'
  )
}
export default env
