import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { startServerProcess, type ServerProcess } from '../../../server/tests/helpers/server-process.js'
import { mimeParts, newPatient, newProvider, slotAt, startSmtpSink } from './support.js'

/**
 * The reminder guarantee with a real crash: server process A claims a due meeting-link reminder
 * and is SIGKILLed before it sends (NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS holds it in that
 * window); process B, started afterwards, sends it — exactly once — when A's claim expired.
 * smtp-reminders.int.spec.ts has the in-process variant (a hook throws after the claim).
 *
 * Three processes, one after another, all sharing the database and the SMTP sink of this test:
 * `setup` registers, books and sends the confirmations (then stops cleanly), so that the
 * meeting-link rows are the only due rows A can claim; A dies holding a claim; B takes over.
 * With KAFKA_BROKERS set, B's consumers first wait for Kafka to drop A's dead group members
 * (session timeout, ~30 s), and B's worker starts after that: deadlines are generous.
 */

/** A's claims expire this long after they were made (production default: 5 minutes). */
const CLAIM_TTL_MS = 10_000
/** Longer than the whole test: A never gets past its claim on its own. */
const PAUSE_AFTER_CLAIM_MS = 10 * 60_000
const MEETING_LINK_SUBJECT = 'Sesi Anda dimulai 15 menit lagi — tautan video'

let sink: Awaited<ReturnType<typeof startSmtpSink>>
let db: pg.Client
let setup: ServerProcess | undefined
let nodeA: ServerProcess | undefined
let nodeB: ServerProcess | undefined

beforeAll(async () => {
  sink = await startSmtpSink()
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  // Each file starts from a clean database; nothing else may be due when A starts.
  await resetDatabase({ rawQuery: (sql: string) => db.query(sql) })
})

afterAll(async () => {
  if (nodeA && nodeA.child.exitCode === null && nodeA.child.signalCode === null) nodeA.child.kill('SIGKILL')
  await Promise.all([setup?.stop(), nodeA?.stop(), nodeB?.stop()])
  await db?.end()
  await sink?.close()
})

const mailsFor = (reminderId: string) => sink.received.filter((m) => m.messageId === `<${reminderId}@telerawat.id>`)

async function reminders(appointmentId: string, kind?: string): Promise<any[]> {
  const { rows } = await db.query(
    `SELECT * FROM notification_reminders WHERE appointment_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY recipient_role`,
    [appointmentId, kind ?? null]
  )
  return rows
}

/** `eventually`, with the output of the server processes in the error when it gives up. */
async function waitFor<T>(what: string, probe: () => Promise<T> | T, ms: number): Promise<T> {
  try {
    return await eventually(probe, ms, 50)
  } catch (error) {
    const logs = Object.entries({ setup, nodeA, nodeB })
      .filter(([, p]) => p)
      .map(([name, p]) => `--- ${name} ---\n${p!.output().slice(-4000)}`)
      .join('\n')
    throw new Error(`${what}: ${(error as Error).message}\n${logs}`)
  }
}

describe('reminder worker killed (SIGKILL) between claim and send', () => {
  it('a restarted server sends the claimed meeting-link reminder exactly once', async () => {
    // 1. The real flow: register, book, confirmations go out (through a clean, unfaulted server).
    setup = await startServerProcess({ SMTP_URL: sink.url, EVENT_NODE_ID: 'kill-test-setup' })
    const patient = await newPatient(setup.url, { fullName: 'Siti Aminah' })
    const provider = await newProvider(setup.url, { displayName: 'Ns. Rahmat Hidayat' })
    // The day after tomorrow, so a run that crosses midnight in the clinic zone still books a valid date.
    const res = await patient.client.post('/api/appointments', {
      providerId: provider.user.profile.id,
      scheduledAt: slotAt(2, '09:00'),
    })
    expect(res.status, res.text).toBe(201)
    const appointment = res.body as { id: string; meetLink: string }
    await waitFor(
      'confirmations sent by the setup server',
      async () => {
        const rows = await reminders(appointment.id, 'CONFIRMATION')
        return rows.length === 2 && rows.every((r) => r.status === 'SENT')
      },
      30_000
    )
    await setup.stop()
    setup = undefined

    // 2. Test setup: make both meeting-link reminders due now (they are the only due rows).
    const { rowCount } = await db.query(
      `UPDATE notification_reminders SET send_at = now() - interval '1 second' WHERE appointment_id = $1 AND kind = 'MEETING_LINK' AND status = 'PENDING'`,
      [appointment.id]
    )
    expect(rowCount).toBe(2)

    // 3. Process A claims one, then stalls before sending; kill -9 it inside that window.
    nodeA = await startServerProcess({
      SMTP_URL: sink.url,
      EVENT_NODE_ID: 'kill-test-a',
      NOTIFICATION_CLAIM_TTL_MS: String(CLAIM_TTL_MS),
      NOTIFICATION_FAULT_PAUSE_AFTER_CLAIM_MS: String(PAUSE_AFTER_CLAIM_MS),
    })
    const claimed = await waitFor(
      'process A claims a meeting-link reminder',
      async () => (await reminders(appointment.id, 'MEETING_LINK')).find((r) => r.claim_token !== null),
      60_000
    )
    const killedA = nodeA.child
    const exited = new Promise((resolve) => killedA.once('exit', (_code, signal) => resolve(signal)))
    killedA.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')

    // Nothing was sent: the claim holds one row (its worker works one row at a time), the other is untouched.
    const afterKill = await reminders(appointment.id, 'MEETING_LINK')
    const sibling = afterKill.find((r) => r.id !== claimed.id)
    expect(afterKill.find((r) => r.id === claimed.id)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      claim_token: claimed.claim_token,
    })
    expect(sibling).toMatchObject({ status: 'PENDING', attempts: 0, claim_token: null })
    expect(mailsFor(claimed.id)).toHaveLength(0)
    expect(mailsFor(sibling.id)).toHaveLength(0)
    expect(sink.received.filter((m) => m.subject === MEETING_LINK_SUBJECT)).toHaveLength(0)

    // 4. Process B (no fault, default claim TTL) starts and sends the unclaimed row at once.
    nodeB = await startServerProcess({ SMTP_URL: sink.url, EVENT_NODE_ID: 'kill-test-b', NOTIFICATION_POLL_MS: '200' })
    await waitFor('process B sends the unclaimed reminder', () => mailsFor(sibling.id).length === 1, 90_000)

    // 5. Once A's claim expired (never before: A might only have been slow), B takes the row over and sends it.
    await waitFor('process B sends the reminder A had claimed', () => mailsFor(claimed.id).length >= 1, 90_000)
    // Keep watching a while (B polls every 200 ms): no second copy of either reminder arrives.
    const watchUntil = Date.now() + 3000
    while (Date.now() < watchUntil) {
      expect(mailsFor(claimed.id)).toHaveLength(1)
      expect(mailsFor(sibling.id)).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }

    const sent = (await reminders(appointment.id, 'MEETING_LINK')).find((r) => r.id === claimed.id)
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, claim_token: null, message_id: `<${claimed.id}@telerawat.id>` })
    // A's claim carried the TTL from NOTIFICATION_CLAIM_TTL_MS, and B claimed the row only after
    // it expired (both times are the database's now(), so this holds however slow B started).
    const claimedAt = (row: any, column: string) => new Date(row[column]).getTime()
    expect(claimedAt(claimed, 'claim_expires_at') - claimedAt(claimed, 'claimed_at')).toBe(CLAIM_TTL_MS)
    expect(claimedAt(sent, 'claimed_at')).toBeGreaterThanOrEqual(claimedAt(claimed, 'claim_expires_at'))
    const [mail] = mailsFor(claimed.id)
    expect(mail.to).toEqual([claimed.recipient_email])
    expect(mail.subject).toBe(MEETING_LINK_SUBJECT)
    expect(mimeParts(mail.raw).find((p) => p.contentType.startsWith('text/plain'))!.body).toContain(appointment.meetLink)

    // Every e-mail of the booking went out exactly once.
    const all = await reminders(appointment.id)
    expect(all).toHaveLength(4)
    for (const row of all) {
      expect(row.status, `${row.kind} ${row.recipient_role}`).toBe('SENT')
      expect(mailsFor(row.id), `${row.kind} ${row.recipient_role}`).toHaveLength(1)
    }
    expect(sink.received.filter((m) => m.subject === MEETING_LINK_SUBJECT)).toHaveLength(2)
  }, 300_000)
})
