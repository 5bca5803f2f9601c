import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  APP_URL: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  DATABASE_URL: Env.schema.string(),
  DATA_DIR: Env.schema.string.optional(),
  SESSION_DRIVER: Env.schema.enum.optional(['database', 'cookie'] as const),
  KAFKA_BROKERS: Env.schema.string.optional(),
  KAFKA_PARTITIONS: Env.schema.number.optional(),
  REDIS_URL: Env.schema.string.optional(),
  SMTP_URL: Env.schema.string.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  NOTIFICATION_POLL_MS: Env.schema.number.optional(),
  NOTIFICATION_CLAIM_TTL_MS: Env.schema.number.optional(),
  /** Fault tests only (see modules/notification/settings.ts); ignored unless NODE_ENV=test. */
  NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS: Env.schema.number.optional(),
  APP_TIMEZONE: Env.schema.string.optional(),
  MEET_BASE_URL: Env.schema.string.optional(),
  CSP_FRAME_ORIGINS: Env.schema.string.optional(),
  JITSI_APP_ID: Env.schema.string.optional(),
  JITSI_APP_SECRET: Env.schema.string.optional(),
  EVENT_NODE_ID: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
})
