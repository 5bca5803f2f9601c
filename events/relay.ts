import pg from 'pg'
import type { Logger } from '@adonisjs/core/logger'
import type { OutgoingEnvelope, Transport } from './event-bus.js'
import { ENVELOPE_COLUMNS, OUTBOX_CHANNEL, outboxHooks, rowToEnvelope } from './outbox.js'
import { timed } from './stage-timing.js'
import { topicFor } from './catalogue.js'
import { WakeLoop } from './wake-loop.js'

/** One active relay across nodes keeps per-aggregate order; readiness asks PostgreSQL whether anyone holds it. */
export const RELAY_LOCK_KEY = 774_201
const BATCH = 2000

export interface RelayOptions {
  connectionString: string
  /** Safety-net wake-up when no NOTIFY arrives (e.g. lock handover); not a busy poll. */
  idleWakeMs?: number
}

/**
 * Moves unpublished event_log rows to the transport in position order and marks them
 * published. At-least-once: a crash between send and mark re-sends; consumers dedupe.
 */
export class OutboxRelay {
  private client?: pg.Client
  /** Marks published on its own connection, so batch N is marked while batch N+1 is read and sent. */
  private marker?: pg.Client
  private marking?: { positions: string[]; done: Promise<unknown> }
  private isLeader = false
  private readonly loop = new WakeLoop({ cycle: () => this.cycle(), onError: (error) => this.recover(error) })
  published = 0
  /** Fault-injection hook for tests: runs after a batch was sent, before it is marked published. */
  afterSend?: (positions: string[]) => Promise<void> | void

  constructor(
    private transport: Transport,
    private logger: Logger,
    private options: RelayOptions
  ) {}

  async start() {
    this.loop.start()
  }

  async stop() {
    await this.loop.stop()
    await this.marking?.done.catch(() => {})
    await this.disconnect()
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.options.connectionString })
    client.on('error', (err) => this.logger.warn({ err }, 'relay connection error'))
    client.on('notification', () => this.loop.poke())
    await client.connect()
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`)
    const marker = new pg.Client({ connectionString: this.options.connectionString })
    marker.on('error', (err) => this.logger.warn({ err }, 'relay connection error'))
    await marker.connect()
    this.client = client
    this.marker = marker
    this.marking = undefined
    this.isLeader = false
  }

  /** One pass: (re)connect, try to lead, relay a batch; sleeps until a NOTIFY unless the batch was full. */
  private async cycle(): Promise<number> {
    if (!this.client) await this.connect()
    if (!this.isLeader) {
      const lock = await this.client!.query('SELECT pg_try_advisory_lock($1) AS ok', [RELAY_LOCK_KEY])
      this.isLeader = lock.rows[0].ok
    }
    const sent = this.isLeader ? await this.relayBatch() : 0
    if (sent === BATCH) return 0
    return this.isLeader ? (this.options.idleWakeMs ?? 5000) : 2000
  }

  private async recover(error: unknown): Promise<number> {
    this.logger.warn({ err: error }, 'relay failed; reconnecting')
    await this.disconnect()
    return 500
  }

  private async disconnect() {
    await this.client?.end().catch(() => {})
    await this.marker?.end().catch(() => {})
    this.client = this.marker = this.marking = undefined
  }

  /**
   * Reads the next unpublished rows (skipping the batch still being marked), sends them, and
   * starts marking them on the other connection. Sends stay sequential and in position order;
   * a crash before a mark commits re-sends (at-least-once, consumers dedupe).
   */
  private async relayBatch(): Promise<number> {
    const { rows } = await timed('relay.read', 0, () =>
      this.client!.query(
        `SELECT ${ENVELOPE_COLUMNS}, traceparent, tracestate FROM event_log WHERE published_at IS NULL AND NOT (position = ANY($1::bigint[])) ORDER BY event_log.position LIMIT ${BATCH}`,
        [this.marking?.positions ?? []]
      )
    )
    if (rows.length === 0) {
      await this.marking?.done
      return 0
    }
    const envelopes = rows.map((row) => ({
      ...rowToEnvelope(row),
      module: row.module as string,
      trace: row.traceparent ? { traceparent: row.traceparent as string, tracestate: row.tracestate ?? undefined } : undefined,
    }))
    await timed('relay.send', rows.length, () => this.send(envelopes))
    const positions = rows.map((row) => String(row.position))
    await this.afterSend?.(positions)
    await this.marking?.done // one mark in flight at a time
    const done = timed('relay.mark', positions.length, () =>
      this.marker!.query('UPDATE event_log SET published_at = now() WHERE position = ANY($1::bigint[])', [positions])
    )
    done.catch(() => {}) // awaited (and its error thrown) by the next batch or the loop's end
    this.marking = { positions, done }
    this.published += rows.length
    return rows.length
  }

  private send(envelopes: OutgoingEnvelope[]) {
    const around = outboxHooks.aroundPublish
    if (!around) return this.transport.publish(envelopes)
    const destination = this.transport.name === 'kafka' ? topicFor : (module: string) => `${this.transport.name}.${module}`
    return around(envelopes, this.transport.name, destination, () => this.transport.publish(envelopes))
  }

  /** Wakes the loop now, or makes its next sleep return at once if it is busy. */
  poke() {
    this.loop.poke()
  }
}
