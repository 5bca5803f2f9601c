import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MailContent, MailDetail, MailLine, RecipientRole } from '../domain/messages.js'

/** A mail composed by its sender, queued as it is and sent by the reminder worker. */
export interface PreparedMail {
  subject: string
  content: MailContent
  /** An .ics to attach; `method` REQUEST (default) or CANCEL sets the part's content type. */
  calendar?: { filename: string; content: string; method?: 'REQUEST' | 'CANCEL' }
}

export interface QueuedMail {
  /** Upper-case name of the kind of mail, e.g. 'PASSWORD_RESET' (shown in logs and the queue). */
  kind: string
  /** Unique per mail: queueing the same key twice sends once (a retried command, a redelivery). */
  dedupeKey: string
  to: { userId: string; email: string; name: string; role: RecipientRole | 'ADMIN' }
  mail: PreparedMail
  appointmentId?: string | null
  /** Not before this moment (default: now). */
  sendAt?: Date
  /** The mail holds a secret (a reset or invitation link): its body is erased once sent. */
  secret?: boolean
}

/**
 * Queues a composed mail inside the caller's transaction: it is sent only if that transaction
 * commits, and then at least once (docs/scheduling-and-notification.md). The local worker is
 * woken after the commit; other nodes' workers find it on their next cycle.
 */
export async function queueMail(trx: TransactionClientContract, mail: QueuedMail, wake: () => void): Promise<void> {
  await trx.rawQuery(
    `INSERT INTO notification_reminders
       (appointment_id, kind, recipient_role, recipient_user_id, recipient_email, recipient_name, payload, send_at, dedupe_key)
     VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)
     ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING`,
    [
      mail.appointmentId ?? (null as unknown as string),
      mail.kind,
      mail.to.role,
      mail.to.userId,
      mail.to.email,
      mail.to.name,
      JSON.stringify({ prepared: true, secret: mail.secret ?? false, ...mail.mail }),
      mail.sendAt ?? new Date(),
      mail.dedupeKey,
    ]
  )
  trx.after('commit', wake)
}

/** The body of a simple mail: paragraphs, a table of details, closing lines. */
export function mailContent(recipientName: string, intro: MailLine[], details: MailDetail[], outro: string[]): MailContent {
  return {
    recipientName,
    intro,
    details,
    labelWidth: details.length > 0 ? Math.max(...details.map(({ label }) => label.length)) : 0,
    outro,
  }
}
