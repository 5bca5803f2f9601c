import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from '@adonisjs/core/logger'

export interface MailMessage {
  to: { name: string; address: string }
  subject: string
  text: string
  html: string
  /** Stable per reminder: '<id@telerawat.id>' — lets receivers (and us) recognise a re-send. */
  messageId: string
  /** File name in .eml mode (stable too, so a re-send overwrites instead of duplicating). */
  fileName: string
  calendar?: { filename: string; content: string }
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

function toNodemailer(from: string, m: MailMessage): nodemailer.SendMailOptions {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    messageId: m.messageId,
    headers: { 'X-TeleRawat-Reminder': m.messageId },
    attachments: m.calendar
      ? [{ filename: m.calendar.filename, content: m.calendar.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
      : [],
  }
}

/** SMTP (nodemailer) when SMTP_URL is set; otherwise one .eml file per message under the data folder. */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  if (settings.smtpUrl) {
    // Timeouts far below the worker's claim TTL: a live worker always finishes (or fails) a
    // send before its claim could expire and another worker take the row.
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    } as any)
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(toNodemailer(settings.from, message))
        return `smtp ${info.response ?? ''}`.trim()
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail(toNodemailer(settings.from, message))
      await mkdir(settings.mailDir, { recursive: true })
      const file = path.join(settings.mailDir, message.fileName)
      await writeFile(file, info.message as Buffer)
      logger.info({ file, to: message.to.address, subject: message.subject }, 'e-mail ditulis sebagai .eml (SMTP_URL tidak diatur)')
      return `file ${file}`
    },
    close: () => transport.close(),
  }
}
