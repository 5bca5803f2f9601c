import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../helpers/app.mjs'

/**
 * PostgreSQL ends a connection between a transaction's last statement and its COMMIT (a restart,
 * a failover, an operator's pg_terminate_backend). knex reports that COMMIT as a success; the
 * app must not (server/app/database/failed-commit-throws.ts): the caller sees an error, nothing
 * is stored, and a consumer's delivery fails so the transport delivers the event again.
 * This is what made the PostgreSQL-restart fault test lose an event for one projection now and then.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let killer: pg.Client

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  killer = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await killer.connect()
})
afterAll(async () => {
  await killer?.end()
  await server?.stop()
})

/** Ends this transaction's backend and waits (up to 5 s) until it is gone, as a restart would. */
async function endBackendOf(trx: { rawQuery: (sql: string) => Promise<{ rows: { pid: number }[] }> }) {
  const { pid } = (await trx.rawQuery('SELECT pg_backend_pid() AS pid')).rows[0]
  await killer.query('SELECT pg_terminate_backend($1, 5000)', [pid])
}

const activated = (id: string, position: string) => ({
  id,
  type: 'UserActivated',
  version: 1,
  aggregateType: 'user',
  aggregateId: '66666666-6666-4666-8666-666666666666',
  payload: { userId: '66666666-6666-4666-8666-666666666666', email: 'c@contoh.id', role: 'PATIENT' },
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: new Date().toISOString(),
  position,
})

describe('a COMMIT that PostgreSQL never completed', () => {
  it('makes db.transaction reject, and nothing is stored', async () => {
    const email = 'commit-lost@contoh.id'
    await expect(
      server.db.transaction(async (trx: any) => {
        await trx.table('users').insert({ email, password: 'x', role: 'PATIENT' })
        await endBackendOf(trx)
      })
    ).rejects.toThrow()
    expect(await server.db.from('users').where('email', email).first()).toBeNull()
  })

  it('fails the consumer delivery (so the transport redelivers) instead of acknowledging an unapplied event', async () => {
    const { runtime } = await server.events()
    const applied: string[] = []
    let endConnection = true
    const consumer = {
      name: 'test.commit-lost',
      handlers: {
        UserActivated: async (event: { id: string }, trx: any) => {
          await trx.rawQuery('SELECT 1')
          if (endConnection) {
            endConnection = false
            await endBackendOf(trx)
            return
          }
          applied.push(event.id)
        },
      },
    }
    const event = activated('77777777-7777-4777-8777-777777777777', '999991')
    await expect(runtime.deliverBatch(consumer, [event])).rejects.toThrow()
    expect(await server.db.from('consumer_inbox').where({ consumer: consumer.name, event_id: event.id })).toHaveLength(0)

    await runtime.deliverBatch(consumer, [event]) // the transport's redelivery
    expect(applied).toEqual([event.id])
    expect(await server.db.from('consumer_inbox').where({ consumer: consumer.name, event_id: event.id })).toHaveLength(1)
    expect(await server.db.from('dead_letters').where('event_id', event.id)).toHaveLength(0)
  })
})
