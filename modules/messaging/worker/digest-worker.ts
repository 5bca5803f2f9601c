import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { getUserWithProfile } from '#modules/identity/index'
import { mailContent, queueMail } from '#modules/notification/index'
import { digestMail, type UnreadFrom } from '../domain/digest-mail.js'
import { nameOf } from '../queries/access.js'
import { messagingSettings } from '../settings.js'

const BATCH = 50

/** What is still unread for the recipient, by sender (withdrawn messages left out). */
async function unreadFor(trx: TransactionClientContract, recipientUserId: string): Promise<UnreadFrom[]> {
  const { rows } = await trx.rawQuery(
    `SELECT m.sender_user_id, count(*)::int AS n
       FROM conversations c
       JOIN messages m ON m.conversation_id = c.id
       LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = ?
      WHERE (c.patient_user_id = ? OR c.provider_user_id = ?) AND m.sender_user_id <> ?
        AND m.seq > coalesce(r.read_seq, 0) AND m.withdrawn_at IS NULL
      GROUP BY m.sender_user_id ORDER BY m.sender_user_id`,
    [recipientUserId, recipientUserId, recipientUserId, recipientUserId]
  )
  return Promise.all(
    rows.map(async (r: { sender_user_id: string; n: number }) => ({ senderName: await nameOf(r.sender_user_id), count: r.n }))
  )
}

/** Takes the due digests (SKIP LOCKED: several nodes share the work) and queues one e-mail each that still has unread messages. */
export async function sendDueDigests(): Promise<number> {
  return db.transaction(async (trx) => {
    const { rows } = await trx.rawQuery(
      `DELETE FROM message_digests WHERE recipient_user_id IN (
         SELECT recipient_user_id FROM message_digests WHERE due_at <= now() ORDER BY due_at LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING recipient_user_id, due_at`,
      [BATCH]
    )
    let queued = 0
    for (const row of rows as Array<{ recipient_user_id: string; due_at: Date }>) {
      const unread = await unreadFor(trx, row.recipient_user_id)
      if (unread.length === 0) continue
      const account = await getUserWithProfile(row.recipient_user_id)
      if (account.status !== 'ACTIVE') continue
      const role = account.role === 'PROVIDER' ? 'PROVIDER' : 'PATIENT'
      const link = `${messagingSettings.appUrl()}${role === 'PROVIDER' ? '/provider/pesan' : '/patient/pesan'}`
      const name = await nameOf(row.recipient_user_id)
      const mail = digestMail(unread, link)
      await queueMail(trx, {
        kind: 'MESSAGE_DIGEST',
        dedupeKey: `message-digest:${row.recipient_user_id}:${new Date(row.due_at).toISOString()}`,
        to: { userId: row.recipient_user_id, email: account.email, name, role },
        mail: { subject: mail.subject, content: mailContent(name, mail.intro, mail.details, mail.outro) },
      })
      queued++
    }
    return queued
  })
}

/** Makes the recipient's digest due after the delay, unless one is already pending (one e-mail per burst). */
export async function scheduleDigest(trx: TransactionClientContract, recipientUserId: string) {
  await trx.rawQuery(
    `INSERT INTO message_digests (recipient_user_id, due_at, since) VALUES (?, now() + (? * interval '1 millisecond'), now())
     ON CONFLICT (recipient_user_id) DO NOTHING`,
    [recipientUserId, messagingSettings.digestDelayMs()]
  )
}

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | undefined

/** Polls for due digests next to the consumers (web server and tests). */
export const digestWorker = {
  start() {
    const tick = () => {
      running = sendDueDigests()
        .catch((err) => logger.warn({ err }, 'message digest worker: a round failed'))
        .finally(() => {
          if (timer) timer = setTimeout(tick, messagingSettings.digestPollMs())
        })
    }
    timer = setTimeout(tick, messagingSettings.digestPollMs())
  },
  async stop() {
    const t = timer
    timer = undefined
    if (t) clearTimeout(t)
    await running
  },
}
