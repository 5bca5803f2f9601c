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
    pollMs: process.env.NODE_ENV === 'test' ? 200 : 10_000,
    /** A claim older than this is considered abandoned (crashed worker) and is taken again. */
    claimTtlMs: 5 * 60_000,
    maxAttempts: 8,
  }),
}
