import emitter from '@adonisjs/core/services/emitter'
import { Mailer as AdonisMailer } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import type { MailEvents, MailTransportContract, SMTPConfig } from '@adonisjs/mail/types'
import type { Logger } from '@adonisjs/core/logger'
import type { MailContent } from '../domain/messages.js'
import { EmlFileTransport } from './eml-file-transport.js'
import { appointmentViews } from './views.js'

// The app's emitter carries @adonisjs/mail's events (mail:sending, mail:sent), as its provider declares.
declare module '@adonisjs/core/types' {
  interface EventsList extends MailEvents {}
}

export interface MailMessage {
  to: { name: string; address: string }
  subject: string
  /** Rendered by mail/views into the HTML and the plain-text part. */
  content: MailContent
  /** Stable per reminder: '<id@telerawat.id>' — lets receivers (and us) recognise a re-send. */
  messageId: string
  /** File name in .eml mode (stable too, so a re-send overwrites instead of duplicating). */
  fileName: string
  calendar?: { filename: string; content: string; method?: 'PUBLISH' | 'REQUEST' | 'CANCEL' }
}

export interface Mailer {
  readonly kind: 'smtp' | 'file'
  /** Resolves once the message is accepted (SMTP 250) or written; returns a delivery note. */
  send(message: MailMessage): Promise<string>
  close(): void
}

export interface MailSettings {
  smtpUrl?: string
  from: string
  mailDir: string
}

/** SMTP_URL (smtp:// or smtps://, credentials in the URL) as @adonisjs/mail's SMTP settings. */
export function smtpConfig(smtpUrl: string) {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const config: SMTPConfig & { connectionTimeout: number; greetingTimeout: number; socketTimeout: number } = {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { type: 'login', user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Timeouts far below the worker's claim TTL: a live worker always finishes (or fails) a
    // send before its claim could expire and another worker take the row.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  }
  return config
}

/** SMTP when SMTP_URL is set; otherwise one .eml file per message under the data folder. */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  const smtp = settings.smtpUrl ? new SMTPTransport(smtpConfig(settings.smtpUrl)) : null
  const transport: MailTransportContract = smtp ?? new EmlFileTransport(settings.mailDir, logger)
  const mailer = new AdonisMailer(smtp ? 'smtp' : 'eml', transport, emitter)
  return {
    kind: smtp ? 'smtp' : 'file',
    async send(mail) {
      const response = await mailer.send(
        (message) => {
          message
            .from(settings.from)
            .to(mail.to.address, mail.to.name)
            .subject(mail.subject)
            .messageId(mail.messageId)
            .header('X-TeleRawat-Reminder', mail.messageId)
            .htmlView(appointmentViews.html, mail.content)
            .textView(appointmentViews.text, mail.content)
          if (mail.calendar) {
            message.attachData(Buffer.from(mail.calendar.content, 'utf8'), {
              filename: mail.calendar.filename,
              contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method ?? 'PUBLISH'}`,
            })
          }
        },
        { fileName: mail.fileName }
      )
      const original = response.original as { response?: string; file?: string }
      return smtp ? `smtp ${original.response ?? ''}`.trim() : `file ${original.file}`
    },
    close: () => void mailer.close(),
  }
}
