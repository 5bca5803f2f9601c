import { moduleSettings } from '#modules/kernel/index'

/** The validated settings messaging reads (server/start/env.ts), given by the server at registration. */
const env = moduleSettings<{
  MESSAGING_DIGEST_DELAY_MS: number
  MESSAGING_DIGEST_POLL_MS: number
  APP_URL: string
  NODE_ENV: string
}>()
export const configureMessagingSettings = env.configure

/** Messaging settings, validated at boot by server/start/env.ts. */
export const messagingSettings = {
  /** How long a message stays unread before its recipient gets the e-mail digest (15 minutes). */
  digestDelayMs: () => env.get('MESSAGING_DIGEST_DELAY_MS') ?? 15 * 60_000,
  /** How often the digest worker looks for due digests. */
  digestPollMs: () => env.get('MESSAGING_DIGEST_POLL_MS') ?? (env.get('NODE_ENV') === 'test' ? 200 : 15_000),
  /** Where the e-mail's link points. */
  appUrl: () => (env.get('APP_URL') || 'http://localhost:3333').replace(/\/+$/, ''),
}
