import pg from 'pg'
import type { Logger } from '@adonisjs/core/logger'
import { identityCache } from '#modules/identity/index'
import { recordAnswers } from '#modules/records/index'
import { notificationAnswers } from '#modules/notification/index'
import { unreadAnswers } from '#modules/messaging/index'
import { appointmentAnswers, waitlistAnswers } from '#modules/scheduling/index'
import { parseReadModelChange, READ_MODEL_CHANNEL } from '#events/read-model-changes'

/** Same channel as the triggers of modules/identity/db/migrations/0190_notify_identity_changes.ts. */
const IDENTITY_CHANNEL = 'telerawat_identity_changes'
const RECONNECT_MS = 1000
const BARRIER_TIMEOUT_MS = 1000

/** The caches kept by this node's LISTEN connection: on only while it listens. */
const readModelCaches = [appointmentAnswers, recordAnswers, notificationAnswers, unreadAnswers, waitlistAnswers]
const caches = [identityCache, ...readModelCaches]
const forgetEverything = () => {
  identityCache.clearAll()
  for (const cache of readModelCaches) cache.clear()
}

/**
 * One LISTEN connection per node, for the identity changes and the read models' announcements
 * (events/read-model-changes.ts). The caches answer only while it is connected: on a lost
 * connection they are emptied and switched off (every lookup goes to the database) until LISTEN
 * is back, so no change can slip by unseen.
 */
class IdentityListener {
  private client?: pg.Client
  private started = false
  private stopped = false
  private timer?: NodeJS.Timeout
  private barriers = new Map<string, () => void>()
  private barrierCount = 0
  private subscribers = new Set<(change: string) => void>()

  /** Others reacting to the same changes ('u:<id>', 's:<id>', '*'): the realtime gateway ends sockets of ended sessions. */
  onChange(subscriber: (change: string) => void) {
    this.subscribers.add(subscriber)
    return () => void this.subscribers.delete(subscriber)
  }

  /** Starts once per process; later calls return at once. */
  ensureStarted(connectionString: string, logger: Logger) {
    if (this.started) return
    this.started = true
    this.stopped = false
    void this.connect(connectionString, logger)
  }

  private async connect(connectionString: string, logger: Logger) {
    const client = new pg.Client({ connectionString, application_name: 'telerawat-identity-listener' })
    const lost = (err?: Error) => {
      if (this.client !== client) return
      this.client = undefined
      for (const cache of caches) cache.setListening(false)
      client.end().catch(() => {})
      if (this.stopped) return
      if (err) logger.warn({ err }, 'identity change listener lost its connection; caching off until it reconnects')
      this.timer = setTimeout(() => this.connect(connectionString, logger), RECONNECT_MS)
    }
    client.on('notification', (msg) => {
      if (msg.channel === READ_MODEL_CHANNEL) return this.readModelChanged(msg.payload ?? '')
      this.receive(msg.payload ?? '*')
    })
    client.on('error', lost)
    client.on('end', () => lost())
    this.client = client
    try {
      await client.connect()
      // The barrier's NOTIFY stores nothing: its commit need not wait for a WAL flush (which it
      // would do under PostgreSQL's database-wide NOTIFY lock, one request after another).
      await client.query('SET synchronous_commit = off')
      await client.query(`LISTEN ${IDENTITY_CHANNEL}`)
      await client.query(`LISTEN ${READ_MODEL_CHANNEL}`)
      if (this.client === client) for (const cache of caches) cache.setListening(true)
    } catch (error) {
      lost(error as Error)
    }
  }

  private readModelChanged(payload: string) {
    const change = parseReadModelChange(payload)
    if (change) for (const cache of readModelCaches) cache.apply(change)
  }

  private receive(payload: string) {
    const barrier = this.barriers.get(payload)
    if (barrier) return barrier()
    if (payload.startsWith('b:')) return
    identityCache.apply(payload)
    for (const subscriber of this.subscribers) subscriber(payload)
  }

  /** A barrier not sent yet: callers arriving before it goes out share it. */
  private queuedBarrier?: Promise<void>
  /** The barrier sent last (settled or in flight): the next one goes out after it. */
  private lastBarrier: Promise<void> = Promise.resolve()

  /**
   * Resolves once every change committed before this call has reached this node's cache: a
   * NOTIFY sent now arrives after them (PostgreSQL delivers in commit order). A request that
   * changed something answers only after it, so its own node never serves the old user, and
   * the other nodes' listeners were signalled at the same moment. Concurrent callers share
   * one NOTIFY (each is answered by one sent after its call): one round trip a moment, not one
   * per request in line on this connection.
   */
  barrier(): Promise<void> {
    if (!this.client || !this.listening) return Promise.resolve()
    if (!this.queuedBarrier) {
      const next = this.lastBarrier.then(() => {
        this.queuedBarrier = undefined
        return this.roundTrip()
      })
      this.queuedBarrier = next
      this.lastBarrier = next.catch(() => {})
    }
    return this.queuedBarrier
  }

  private async roundTrip(): Promise<void> {
    const client = this.client
    if (!client || !this.listening) return
    const token = `b:${process.pid}:${++this.barrierCount}`
    let timer: NodeJS.Timeout | undefined
    const arrived = new Promise<void>((resolve) => {
      this.barriers.set(token, resolve)
      timer = setTimeout(() => {
        forgetEverything() // not confirmed in time: forget everything rather than risk a stale answer
        resolve()
      }, BARRIER_TIMEOUT_MS)
    })
    try {
      await client.query('SELECT pg_notify($1, $2)', [IDENTITY_CHANNEL, token])
      await arrived
    } catch {
      forgetEverything()
    } finally {
      clearTimeout(timer)
      this.barriers.delete(token)
    }
  }

  async stop() {
    this.stopped = true
    this.started = false
    clearTimeout(this.timer)
    const client = this.client
    this.client = undefined
    for (const cache of caches) cache.setListening(false)
    await client?.end().catch(() => {})
  }

  get listening() {
    return this.client !== undefined
  }
}

export const identityListener = new IdentityListener()
