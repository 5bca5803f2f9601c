import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { modulesOf } from '#events/consumer-runtime'
import type { Consumer } from '#events/consumer'
import { realtimeGateway } from '#server/realtime/gateway'
import {
  consumerLagEvents,
  consumerLagSeconds,
  dbPoolConnections,
  dbPoolMax,
  deadLetters,
  metricsDatabaseUp,
  outboxOldestAge,
  outboxUnpublished,
  registry,
  socketConnections,
  socketRooms,
} from './metrics.js'

/** Database-derived gauges are read at most this often; scrapes in between see the last reading. */
const DATABASE_READING_MS = 3000

let lastReading = 0
let reading: Promise<void> | undefined

/** Fills the gauges of a scrape, then renders the registry in Prometheus text format. */
export async function renderMetrics(): Promise<string> {
  readPool()
  readSockets()
  if (Date.now() - lastReading >= DATABASE_READING_MS) {
    reading ??= readDatabase().finally(() => {
      lastReading = Date.now()
      reading = undefined
    })
    await reading
  }
  return registry.metrics()
}

export const metricsContentType = registry.contentType

/** knex's tarn pool of the default connection (null until its first query). */
function readPool() {
  const connection = db.manager.get(db.primaryConnectionName)
  const pool = connection?.connection?.pool
  if (!pool) return
  dbPoolConnections.set({ state: 'used' }, pool.numUsed())
  dbPoolConnections.set({ state: 'free' }, pool.numFree())
  dbPoolConnections.set({ state: 'pending' }, pool.numPendingAcquires())
  dbPoolMax.set(connection.config.pool?.max ?? 10) // knex's default max
}

/** Connections and rooms of this node's Socket.IO server; a socket's own room (its id) is not counted. */
function readSockets() {
  const io = realtimeGateway.io
  socketRooms.reset()
  if (!io) return socketConnections.set(0)
  socketConnections.set(io.engine.clientsCount)
  const adapter = io.of('/').adapter
  const kinds = new Map<string, number>()
  for (const room of adapter.rooms.keys()) {
    if (adapter.sids.has(room)) continue
    const prefix = room.split(':', 1)[0]
    const kind = /^[a-z][a-z-]{0,30}$/.test(prefix) ? prefix : 'other'
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  for (const [kind, count] of kinds) socketRooms.set({ kind }, count)
}

async function readDatabase() {
  try {
    const client = db.connection()
    const outbox = await client.rawQuery(
      `SELECT count(*)::int AS unpublished,
              COALESCE(EXTRACT(EPOCH FROM now() - (SELECT occurred_at FROM event_log WHERE published_at IS NULL
                                                    ORDER BY position LIMIT 1)), 0)::float8 AS oldest_age
         FROM event_log WHERE published_at IS NULL`
    )
    outboxUnpublished.set(outbox.rows[0].unpublished)
    outboxOldestAge.set(Math.max(0, outbox.rows[0].oldest_age))
    const consumers = await eventConsumers()
    if (consumers.length > 0) {
      const lag = await client.rawQuery(CONSUMER_LAG_SQL, [
        JSON.stringify(consumers.map((c) => ({ name: c.name, modules: modulesOf(c) }))),
      ])
      for (const row of lag.rows) {
        consumerLagEvents.set({ consumer: row.name }, row.lag)
        consumerLagSeconds.set({ consumer: row.name }, Math.max(0, row.lag_seconds))
        deadLetters.set({ consumer: row.name }, row.dead_letters)
      }
    }
    metricsDatabaseUp.set(1)
  } catch {
    metricsDatabaseUp.set(0)
  }
}

async function eventConsumers(): Promise<Consumer[]> {
  const system = await app.container.make('telerawat.events').catch(() => null)
  return system?.consumers ?? []
}

/** One round trip for every consumer: events of its modules after its position, the oldest one's age, its dead letters. */
const CONSUMER_LAG_SQL = `
  SELECT c.name,
         (SELECT count(*) FROM event_log e
           WHERE e.module = ANY(c.modules) AND e.position > COALESCE(s.last_position, 0))::int AS lag,
         COALESCE(EXTRACT(EPOCH FROM now() - (SELECT e.occurred_at FROM event_log e
           WHERE e.module = ANY(c.modules) AND e.position > COALESCE(s.last_position, 0)
           ORDER BY e.position LIMIT 1)), 0)::float8 AS lag_seconds,
         (SELECT count(*) FROM dead_letters d WHERE d.consumer = c.name)::int AS dead_letters
    FROM jsonb_to_recordset(?::jsonb) AS c(name text, modules text[])
    LEFT JOIN consumer_state s ON s.consumer = c.name`
