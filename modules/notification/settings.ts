import path from 'node:path'
import { moduleSettings } from '#modules/kernel/index'
import type { MailSettings } from './mail/mailer.js'

/** The validated settings notification reads (server/start/env.ts), given by the server at registration. */
const env = moduleSettings<{
  SMTP_URL: string
  MAIL_FROM: string
  DATA_DIR: string
  NOTIFICATION_POLL_MS: number
  NOTIFICATION_CLAIM_TTL_MS: number
  NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS: number
  NODE_ENV: string
}>()
export const configureNotificationSettings = env.configure

/** Notification settings, validated at boot by server/start/env.ts. */
export const settings = {
  mail: (): MailSettings => ({
    smtpUrl: env.get('SMTP_URL') || undefined,
    from: env.get('MAIL_FROM') || 'TeleRawat <no-reply@telerawat.id>',
    mailDir: path.resolve(env.get('DATA_DIR') || '.data', 'mail'),
  }),
  worker: () => ({
    /** Safety-net poll; the worker also sleeps exactly until the next due reminder. */
    pollMs: env.get('NOTIFICATION_POLL_MS') ?? (env.get('NODE_ENV') === 'test' ? 200 : 10_000),
    /**
     * A claim older than this is considered abandoned (crashed worker) and is taken again.
     * Keep it far above the mailer's timeouts (10 s connect, 60 s socket): a live worker must
     * never lose its claim while sending. Fault tests shorten it to see a takeover quickly.
     */
    claimTtlMs: env.get('NOTIFICATION_CLAIM_TTL_MS') ?? 5 * 60_000,
    maxAttempts: 8,
    /**
     * FOR FAULT TESTS ONLY (modules/notification/tests/worker-kill.int.spec.ts): the worker
     * sleeps this long right after a claim committed and before sending, so a test can SIGKILL
     * the process inside that window. Off by default and ignored unless NODE_ENV=test.
     */
    faultPauseAfterClaimMs: env.get('NODE_ENV') === 'test' ? env.get('NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS') : undefined,
  }),
}
