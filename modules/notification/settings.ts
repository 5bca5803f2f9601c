import path from 'node:path'
import type { MailSettings } from './mail/mailer.js'

/**
 * Notification settings, read from the process environment at use time (AdonisJS' env loader
 * validates and fills process.env at boot; modules do not import the server's env module).
 */
export const settings = {
  mail: (): MailSettings => ({
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || 'TeleRawat <no-reply@telerawat.id>',
    mailDir: path.resolve(process.env.DATA_DIR || '.data', 'mail'),
  }),
  worker: () => ({
    /** Safety-net poll; the worker also sleeps exactly until the next due reminder. */
    pollMs: positiveMs(process.env.NOTIFICATION_POLL_MS) ?? (process.env.NODE_ENV === 'test' ? 200 : 10_000),
    /**
     * A claim older than this is considered abandoned (crashed worker) and is taken again.
     * Keep it far above the mailer's timeouts (10 s connect, 60 s socket): a live worker must
     * never lose its claim while sending. Fault tests shorten it to see a takeover quickly.
     */
    claimTtlMs: positiveMs(process.env.NOTIFICATION_CLAIM_TTL_MS) ?? 5 * 60_000,
    maxAttempts: 8,
    /**
     * FOR FAULT TESTS ONLY (modules/notification/tests/worker-kill.int.spec.ts): the worker
     * sleeps this long right after a claim committed and before sending, so a test can SIGKILL
     * the process inside that window. Off by default and ignored unless NODE_ENV=test.
     */
    faultPauseAfterClaimMs: process.env.NODE_ENV === 'test' ? positiveMs(process.env.NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS) : undefined,
  }),
}

function positiveMs(value: string | undefined): number | undefined {
  const ms = Number(value)
  return value && Number.isFinite(ms) && ms > 0 ? ms : undefined
}
