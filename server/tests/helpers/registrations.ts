import { randomUUID } from 'node:crypto'
import type { BootedApp } from './app.mjs'

/**
 * Appends `n` UserRegistered events straight to the outbox (100 per commit): the quick way to give
 * a projection (and a replay of it) thousands of events to work through.
 */
export async function appendRegistrations(server: BootedApp, n: number) {
  const { appendEvents } = await server.import('#events/outbox')
  const { UserRegisteredV1 } = await server.import('#events/identity/user-registered')
  for (let i = 0; i < n; i += 100) {
    const events = Array.from({ length: Math.min(100, n - i) }, () => {
      const userId = randomUUID()
      return UserRegisteredV1.create(userId, {
        userId,
        email: `replay.${userId}@contoh.id`,
        role: 'PATIENT',
        status: 'ACTIVE',
        name: 'Pasien Replay',
        profileId: null,
        createdAt: new Date().toISOString(),
      })
    })
    await server.db.transaction((trx: any) => appendEvents(trx, events))
  }
}

/**
 * True when `consumer` has an inbox row for every event of `modules` in event_log that it reads
 * (live delivery records no inbox row for the types a consumer does not read).
 */
export async function consumerCaughtUp(server: BootedApp, consumer: string, modules: string[]) {
  const { consumers } = await server.events()
  const handlers = consumers.find((c: { name: string }) => c.name === consumer)?.handlers
  if (!handlers) throw new Error(`no consumer named ${consumer}`)
  const { rows } = await server.db.rawQuery(
    `SELECT NOT EXISTS (SELECT 1 FROM event_log e WHERE e.module = ANY(?) AND e.type = ANY(?)
       AND NOT EXISTS (SELECT 1 FROM consumer_inbox i WHERE i.consumer = ? AND i.event_id = e.id)) AS done`,
    [modules, Object.keys(handlers), consumer]
  )
  return rows[0].done as boolean
}

/** Starts `events:replay --projection <consumer>` in its own process, in pages of `batchSize` events. */
export async function startReplayProcess(consumer: string, batchSize: number) {
  const { spawn } = await import('node:child_process')
  return spawn(process.execPath, ['server/ace.js', 'events:replay', '--projection', consumer, '--batch-size', String(batchSize)], {
    env: process.env,
    stdio: 'ignore',
  })
}
