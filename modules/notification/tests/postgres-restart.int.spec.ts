import { execFileSync } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { eventually } from '../../../server/tests/helpers/http-client.js'
import { startServerProcess, type ServerProcess } from '../../../server/tests/helpers/server-process.js'
import { missingService } from '../../../server/tests/helpers/services.mjs'
import { newPatient, newProvider, slotAt, startSmtpSink } from './support.js'

/**
 * PostgreSQL stopped and started again under a running server (a real process): while it is away
 * a request gets a clear 503 and nothing is stored; afterwards the same process serves, relays,
 * projects and mails again — no event dead-lettered, none left unpublished, no e-mail lost.
 * Needs the cluster .ci/run manages (PG_DATA_DIR); plain `npm test` (embedded PostgreSQL) skips it.
 */
const postgresScript = path.resolve(import.meta.dirname, '../../../scripts/services/postgres.sh')
const postgres = (action: 'start' | 'stop') => execFileSync('bash', [postgresScript, action], { stdio: 'pipe', timeout: 90_000 })

let sink: Awaited<ReturnType<typeof startSmtpSink>>
let server: ServerProcess | undefined

async function query(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  // PostgreSQL stopping while this probe ends its connection sends 57P01 as an 'error' event; the
  // probe's own promise already reports failures, so an unlistened event must not crash the run.
  client.on('error', () => {})
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T> | T, ms = 60_000): Promise<T> {
  try {
    return await eventually(probe, ms, 200)
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message}\n--- server ---\n${server?.output().slice(-4000)}`)
  }
}

describe.skipIf(missingService('postgres-restart'))('PostgreSQL restarted under a running server', () => {
  beforeAll(async () => {
    sink = await startSmtpSink()
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await resetDatabase({ rawQuery: (sql: string) => client.query(sql) })
    await client.end()
  })

  afterAll(async () => {
    await server?.stop()
    await sink?.close()
  })

  it('answers 503 while it is away, stores nothing then, and catches up on everything afterwards', async () => {
    server = await startServerProcess({ SMTP_URL: sink.url, EVENT_NODE_ID: 'pg-restart' })
    const patient = await newPatient(server.url, { fullName: 'Ayu Kartika' })
    const provider = await newProvider(server.url, { displayName: 'Ns. Wulan Sari' })
    const book = (time: string) =>
      patient.client.post('/api/appointments', { providerId: provider.user.profile.id, scheduledAt: slotAt(3, time) })
    const before = await book('09:00')
    expect(before.status, before.text).toBe(201)

    postgres('stop')
    try {
      const during = await book('10:30')
      expect(during.status, during.text).toBe(503)
      expect(during.body.message).toMatch(/tidak tersedia/)
      expect(during.headers.get('retry-after')).toBe('5')
    } finally {
      postgres('start')
    }

    // The same server process recovers by itself: its pool, relay and consumers reconnect.
    const after = await waitFor('a booking succeeds again', async () => {
      const res = await book('14:00')
      return res.status === 201 ? res : null
    })
    const stored = await query(`SELECT scheduled_at FROM appointments ORDER BY scheduled_at`)
    expect(stored.map((r) => new Date(r.scheduled_at).toISOString())).toEqual([slotAt(3, '09:00'), slotAt(3, '14:00')])

    await waitFor('both bookings are in the patient’s list (read model)', async () => {
      const ids = ((await patient.client.get('/api/appointments')).body as { id: string }[]).map((a) => a.id)
      return ids.includes(before.body.id) && ids.includes(after!.body.id)
    })
    let confirmations: typeof sink.received = []
    await waitFor(
      'confirmations of both bookings reach patient and provider',
      () => {
        confirmations = sink.received.filter((m) => /^Janji temu (dikonfirmasi|baru)/.test(m.subject))
        return confirmations.length === 4
        // a COMMIT cut by the shutdown fails the delivery (server/app/database/failed-commit-throws.ts) and Kafka redelivers it
      },
      120_000
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nreceived: ${confirmations.map((m) => `${m.messageId} ${m.subject}`).join('; ')}`)
    })
    await waitFor(
      'every event is published',
      async () => (await query(`SELECT 1 FROM event_log WHERE published_at IS NULL`)).length === 0
    )
    expect(await query(`SELECT consumer, error FROM dead_letters`)).toEqual([])
  }, 300_000) // a server start, a PostgreSQL restart and three bounded waits on a busy machine
})
