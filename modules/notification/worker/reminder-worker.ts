import { randomUUID } from 'node:crypto'
import type { Database } from '@adonisjs/lucid/database'
import type { Logger } from '@adonisjs/core/logger'
import { isDatabaseUnavailable } from '#events/transient-errors'
import { WakeLoop } from '#events/wake-loop'
import { appOrigin } from '#modules/kernel/index'
import {
  composeMail,
  intakeFormLink,
  isStale,
  type AppointmentFacts,
  type RecipientRole,
  type ReminderKind,
} from '../domain/messages.js'
import { appointmentInvite } from '../mail/calendar.js'
import type { MailMessage, Mailer } from '../mail/mailer.js'
import type { PreparedMail } from '../mail/queue-mail.js'
import { mailSent } from '../mail/mail-sent-channel.js'

export interface WorkerOptions {
  pollMs: number
  claimTtlMs: number
  maxAttempts: number
}

/** The payload of a mail composed by its sender (queueMail). */
export type PreparedPayload = PreparedMail & { prepared: true; secret: boolean }

export interface ReminderRow {
  id: string
  appointment_id: string | null
  kind: ReminderKind | string
  recipient_role: RecipientRole
  recipient_email: string
  recipient_name: string
  payload: AppointmentFacts | PreparedPayload
  send_at: Date
  claim_token: string
  attempts: number
}

/**
 * Sends due rows of notification_reminders. Several workers (nodes) may run.
 *
 * 1. Claim: one statement (its own committed transaction) picks a due row with
 *    FOR UPDATE SKIP LOCKED and stamps it with a fresh claim token and an expiry
 *    (`claimTtlMs`). The row stays PENDING. Others skip it until the claim expires.
 * 2. Send: re-check that the row is still ours and still PENDING (cancelled meanwhile?),
 *    then hand the message to SMTP (or write the .eml).
 * 3. Mark: SENT, guarded by the claim token.
 *
 * A worker that dies after 1 and before 2 (crash, kill -9, deploy) loses nothing: its
 * claim expires and the next worker sends the row — once, because a claim is exclusive
 * until it expires and the mailer's timeouts are far shorter than the claim TTL, so a
 * live worker never has its row taken from under it. The one window left is a crash after
 * the SMTP server accepted the message and before step 3 committed (milliseconds): the row
 * is then sent again after expiry — at-least-once there, never lost. That re-send carries
 * the same Message-ID (`<reminder-id@telerawat.id>`) so mail clients can fold it; in .eml
 * mode it overwrites the same file. See docs/scheduling-and-notification.md.
 */
export class ReminderWorker {
  /** Fault-injection hook for tests: runs after a claim committed, before the send. Throwing = dying here. */
  afterClaim?: (row: ReminderRow) => Promise<void> | void
  sent = 0
  /**
   * Claims of this worker whose rows were not handed to the mailer and whose fate a database error
   * left unknown (a claim that committed but whose answer was lost, a read that failed after the
   * claim). They are released before the next claim instead of blocking their rows until the claim
   * expires. Rows already handed to the mailer are never in here: releasing them could send twice.
   */
  private unsettled = new Set<string>()
  private readonly loop = new WakeLoop({
    cycle: () => this.cycle(),
    onError: (error) => {
      this.deps.logger.warn({ err: error }, 'reminder worker: cycle failed')
      return this.options.pollMs
    },
  })

  constructor(
    private deps: { db: Database; mailer: Mailer; logger: Logger },
    readonly options: WorkerOptions
  ) {}

  start() {
    this.loop.start()
  }

  async stop() {
    await this.loop.stop()
  }

  /** Look for due rows now (e.g. right after a booking was scheduled). */
  poke() {
    this.loop.poke()
  }

  /** Claims and sends due rows until none is left; returns how many were handled. */
  async drain(): Promise<number> {
    let handled = 0
    while (true) {
      const row = await this.claimOne()
      if (!row) return handled
      await this.afterClaim?.(row)
      await this.deliver(row)
      handled++
      if (this.loop.stopping) return handled
    }
  }

  /** Sends what is due, then sleeps until the next row falls due (or the safety-net poll). */
  private async cycle(): Promise<number> {
    await this.releaseUnsettled()
    await this.drain()
    return Math.min(this.options.pollMs, await this.msUntilNextDue())
  }

  async claimOne(): Promise<ReminderRow | null> {
    const token = randomUUID()
    this.unsettled.add(token) // held from here until delivered; unknown if the answer is lost
    const { rows } = await this.deps.db.rawQuery(
      `UPDATE notification_reminders
          SET claim_token = ?, claimed_at = now(), claim_expires_at = now() + make_interval(secs => ?),
              attempts = attempts + 1, updated_at = now()
        WHERE id = (
          SELECT id FROM notification_reminders
           WHERE status = 'PENDING' AND send_at <= now() AND (claim_expires_at IS NULL OR claim_expires_at <= now())
           ORDER BY send_at, id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
      RETURNING *`,
      [token, this.options.claimTtlMs / 1000]
    )
    const row = (rows[0] as ReminderRow | undefined) ?? null
    if (!row) this.unsettled.delete(token)
    return row
  }

  private async releaseUnsettled() {
    if (this.unsettled.size === 0) return
    const tokens = [...this.unsettled]
    await this.deps.db
      .from('notification_reminders')
      .whereIn('claim_token', tokens)
      .where('status', 'PENDING')
      .update({ claim_token: null, claim_expires_at: null, updated_at: new Date() })
    for (const token of tokens) this.unsettled.delete(token)
  }

  private async deliver(row: ReminderRow) {
    const { db, mailer, logger } = this.deps
    const prepared = 'prepared' in row.payload ? row.payload : null
    const facts = row.payload as AppointmentFacts
    if (!prepared && row.kind === 'MEETING_LINK' && isStale(facts, new Date())) {
      await this.finish(row, { status: 'CANCELLED', last_error: 'Sesi sudah lewat; pengingat tidak dikirim' })
      this.unsettled.delete(row.claim_token)
      return
    }
    const current = await db.from('notification_reminders').where({ id: row.id, claim_token: row.claim_token }).first()
    if (!current || current.status !== 'PENDING') {
      this.unsettled.delete(row.claim_token) // cancelled meanwhile, or the claim was lost
      return
    }

    const to = { name: current.recipient_name as string, address: current.recipient_email as string }
    const fileName = `${fileStamp(row.send_at)}-${row.kind.toLowerCase().replaceAll('_', '-')}-${row.recipient_role.toLowerCase()}-${row.id}.eml`
    const message: MailMessage = prepared
      ? {
          to,
          subject: prepared.subject,
          content: prepared.content,
          messageId: `<${row.id}@telerawat.id>`,
          fileName,
          calendar: prepared.calendar,
        }
      : this.composeReminder(row as ReminderRow & { kind: ReminderKind; recipient_role: RecipientRole }, facts, to, fileName)
    let delivery: string
    try {
      delivery = await mailer.send(message)
      this.unsettled.delete(row.claim_token)
    } catch (error) {
      const giveUp = row.attempts >= this.options.maxAttempts
      const backoffSecs = Math.min(2 ** row.attempts * 15, 3600)
      logger.warn({ err: error, reminder: row.id, attempt: row.attempts, giveUp }, 'reminder: sending failed')
      await db.rawQuery(
        `UPDATE notification_reminders
            SET claim_token = NULL, claim_expires_at = now() + make_interval(secs => ?), last_error = ?,
                status = CASE WHEN ? THEN 'FAILED' ELSE status END, updated_at = now()
          WHERE id = ? AND claim_token = ?`,
        [backoffSecs, String((error as Error)?.message ?? error).slice(0, 2000), giveUp, row.id, row.claim_token]
      )
      this.unsettled.delete(row.claim_token)
      return
    }
    // a reset or invitation link is not kept once it left: only the receiver holds it
    const erased = prepared?.secret ? { payload: JSON.stringify({ prepared: true, secret: true, erased: true }) } : {}
    const marked = await this.finishAfterSend(row, {
      status: 'SENT',
      sent_at: new Date(),
      message_id: message.messageId,
      delivery,
      ...erased,
    })
    if (!marked) logger.error({ reminder: row.id }, 'reminder: claim expired while sending; the message may go out twice')
    this.sent++
    if (mailSent.hasSubscribers) mailSent.publish({ kind: row.kind })
  }

  private composeReminder(
    row: ReminderRow & { kind: ReminderKind; recipient_role: RecipientRole },
    facts: AppointmentFacts,
    to: MailMessage['to'],
    fileName: string
  ): MailMessage {
    const mail = composeMail(row.kind, row.recipient_role, facts, to.name, intakeFormLink(appOrigin(), facts.appointmentId))
    return {
      to,
      subject: mail.subject,
      content: mail.content,
      messageId: `<${row.id}@telerawat.id>`,
      fileName,
      calendar: mail.withCalendar
        ? {
            filename: 'janji-temu-telerawat.ics',
            content: appointmentInvite(facts, row.recipient_role, { name: to.name, email: to.address }),
          }
        : undefined,
    }
  }

  /**
   * The receiver has the message: record that even if the database went away a moment ago.
   * Giving up here would leave the row claimed, and it would go out a second time once the
   * claim expired; so wait for the database (bounded well inside the claim) and try again.
   */
  private async finishAfterSend(row: ReminderRow, changes: Record<string, unknown>) {
    const deadline = Date.now() + this.options.claimTtlMs / 2
    for (let waitMs = this.options.pollMs; ; waitMs = Math.min(waitMs * 2, 5_000)) {
      try {
        return await this.finish(row, changes)
      } catch (error) {
        if (!isDatabaseUnavailable(error) || this.loop.stopping || Date.now() + waitMs > deadline) throw error
        this.deps.logger.warn({ err: error, reminder: row.id }, 'reminder: sent; recording it waits for the database')
        await new Promise((resolve) => setTimeout(resolve, waitMs))
      }
    }
  }

  private async finish(row: ReminderRow, changes: Record<string, unknown>) {
    const updated = await this.deps.db
      .from('notification_reminders')
      .where({ id: row.id, claim_token: row.claim_token })
      .update({ ...changes, claim_token: null, updated_at: new Date() })
      .returning('id')
    return updated.length > 0
  }

  private async msUntilNextDue(): Promise<number> {
    const { rows } = await this.deps.db.rawQuery(
      `SELECT EXTRACT(EPOCH FROM (min(GREATEST(send_at, COALESCE(claim_expires_at, send_at))) - now())) * 1000 AS ms
         FROM notification_reminders WHERE status = 'PENDING'`
    )
    const ms = rows[0]?.ms
    return ms === null || ms === undefined ? Number.POSITIVE_INFINITY : Math.max(0, Number(ms)) + 5
  }
}

function fileStamp(date: Date) {
  return new Date(date).toISOString().replace(/[-:]/g, '').slice(0, 13) + 'Z'
}
