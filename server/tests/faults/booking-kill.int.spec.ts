import { DateTime } from 'luxon'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAccount, type Account } from '../helpers/accounts.js'
import { resetDatabase } from '../helpers/app.mjs'
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js'
import { connectDb, killHard, newAdmin, readModelDiff, readModels, replayAll, waitUntilDrained } from './fault-support.js'

/**
 * Issue 10, fault "the app SIGKILLed mid-booking": a burst of bookings against a real server
 * process, killed with SIGKILL while requests are in flight, restarted on the same database.
 */
const BOOKINGS = 40
const CONCURRENCY = 8
/** The kill comes after this many answers, so the rest are in flight or never sent. */
const KILL_AFTER_ANSWERS = 12
const CLINIC_SLOTS = ['09:00', '10:30', '14:00', '15:30', '16:00']

let db: pg.Client
let nodeA: ServerProcess | undefined
let nodeB: ServerProcess | undefined

beforeAll(async () => {
  db = await connectDb()
  await resetDatabase({ rawQuery: (sql: string) => db.query(sql) })
})
afterAll(async () => {
  if (nodeA) await killHard(nodeA)
  await nodeB?.stop()
  await db?.end()
})

/** Distinct future slots: BOOKINGS / providers per provider, from the day after tomorrow. */
function slot(i: number) {
  const day = 2 + Math.floor(i / CLINIC_SLOTS.length)
  const [hour, minute] = CLINIC_SLOTS[i % CLINIC_SLOTS.length].split(':').map(Number)
  return DateTime.now().setZone('Asia/Jakarta').startOf('day').plus({ days: day }).set({ hour, minute }).toUTC().toISO()!
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = []
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))))
  return out
}

describe('fault: the app SIGKILLed mid-booking', () => {
  it('no booking lost, none duplicated, none half-written; projections equal a fresh replay', async () => {
    nodeA = await startServerProcess({ EVENT_NODE_ID: 'booking-kill-a' })
    const providers = await inBatches(2, 2, () => registerAccount(nodeA!.url, 'PROVIDER'))
    const patients = await inBatches(BOOKINGS, CONCURRENCY, () => registerAccount(nodeA!.url, 'PATIENT'))

    // The burst: each request carries its marker in `reason`, to find what it wrote (or not).
    const answers: { marker: string; status: number; id?: string }[] = []
    const unanswered: string[] = []
    let next = 0
    let killed: Promise<void> | null = null
    const book = async (i: number, patient: Account) => {
      const marker = `fault-booking-${i}`
      const provider = providers[i % providers.length]
      try {
        const res = await patient.client.post('/api/appointments', {
          providerId: provider.user.profile!.id,
          scheduledAt: slot(Math.floor(i / providers.length)),
          reason: marker,
        })
        answers.push({ marker, status: res.status, id: res.body?.id })
        if (answers.length === KILL_AFTER_ANSWERS) killed = killHard(nodeA!)
      } catch {
        unanswered.push(marker)
      }
    }
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BOOKINGS) {
          const i = next++
          await book(i, patients[i])
        }
      })
    )
    await killed
    expect(nodeA.child.signalCode).toBe('SIGKILL')
    const created = answers.filter((a) => a.status === 201)
    expect(created.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS - 1)
    expect(answers.filter((a) => a.status !== 201)).toEqual([])

    nodeB = await startServerProcess({ EVENT_NODE_ID: 'booking-kill-b' })
    const admin = await newAdmin(nodeB)
    await waitUntilDrained(admin).catch((error: Error) => {
      throw new Error(`${error.message}\nnode B said:\n${nodeB!.output().slice(-3000)}`)
    })

    const checks: string[] = []
    const check = async (name: string, sql: string, params: unknown[] = []) => {
      const { rows } = await db.query(sql, params)
      expect(rows, name).toEqual([])
      checks.push(name)
    }
    await check(
      'every 201 exists exactly once',
      `SELECT u.id FROM unnest($1::uuid[]) AS u(id) WHERE (SELECT count(*) FROM appointments a WHERE a.id = u.id) <> 1`,
      [created.map((a) => a.id)]
    )
    await check('no request stored twice', `SELECT reason FROM appointments GROUP BY reason HAVING count(*) > 1`)
    await check(
      'each row is one answered or unanswered request',
      `SELECT reason FROM appointments WHERE NOT (reason = ANY($1::text[]))`,
      [[...created.map((a) => a.marker), ...unanswered]]
    )
    await check(
      'each appointment has exactly one AppointmentBooked',
      `SELECT a.id FROM appointments a WHERE (SELECT count(*) FROM event_log e WHERE e.type = 'AppointmentBooked' AND e.aggregate_id::text = a.id::text) <> 1`
    )
    await check(
      'each AppointmentBooked has its row',
      `SELECT e.aggregate_id FROM event_log e WHERE e.type = 'AppointmentBooked' AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id::text = e.aggregate_id::text)`
    )
    await check('the outbox is sent', `SELECT position FROM event_log WHERE published_at IS NULL`)

    // Projections after the crash and the catch-up equal a rebuild from event_log.
    await nodeB.stop()
    const live = await readModels(db)
    const replay = await replayAll()
    expect(replay.code, replay.output).toBe(0)
    expect(readModelDiff(live, await readModels(db))).toEqual([])
    checks.push('every read model equals a fresh replay')
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM appointments`)
    console.log(
      `faults (booking kill): 1 fault injected (SIGKILL after ${answers.length} answers; ${created.length} got 201, ${unanswered.length} unanswered, ` +
        `${rows[0].n - created.length} of those stored); ${checks.length}/${checks.length} checks passed`
    )
  }, 240_000)
})
