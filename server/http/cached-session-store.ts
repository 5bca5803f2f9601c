import string from '@poppinss/utils/string'
import { MessageBuilder } from '@adonisjs/core/helpers'
import { configProvider } from '@adonisjs/core'
import type { Database } from '@adonisjs/lucid/database'
import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'
import { identityCache } from '#modules/identity/index'

const TABLE = 'sessions'
/** The expiry is pushed forward in the database at most once a minute per session, not per request. */
const TOUCH_EVERY_MS = 60_000
/** Where the 'web' session guard keeps the signed-in user's id (`auth_<guard name>`). */
const SESSION_USER_KEY = 'auth_web'

/**
 * The @adonisjs/session database store with a per-node read cache: a signed-in request reads
 * its session from memory and writes nothing unless the session changed. Writes and deletes go
 * to PostgreSQL at once; its triggers NOTIFY every node, which evicts the session (logout of a
 * copied cookie ends it everywhere on the next request).
 */
export class CachedDatabaseStore implements SessionStoreContract {
  private ttlMs: number

  /** Made per request: the query client and the parsed age are only made when used. */
  constructor(
    private db: Database,
    age: string | number
  ) {
    this.ttlMs = ttlMsOf(age)
  }

  private get client() {
    return this.db.connection()
  }

  async read(sessionId: string): Promise<SessionData | null> {
    const hit = identityCache.sessions.get(sessionId)
    if (hit && hit.expiresAt > Date.now()) return { ...hit.data } as SessionData
    const since = identityCache.sessions.begin()
    const row = await this.client.from(TABLE).where('id', sessionId).first()
    if (!row) return null
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) {
      await this.destroy(sessionId)
      return null
    }
    const data = this.parse(row.data, sessionId)
    if (data) identityCache.sessions.set(sessionId, { data, expiresAt }, since)
    return data ? { ...data } : null
  }

  async write(sessionId: string, values: Record<string, any>) {
    const message = new MessageBuilder().build(values, undefined, sessionId)
    const expiresAt = new Date(Date.now() + this.ttlMs)
    // The signed-in account (the session guard's key) tags the row: a password reset or change
    // ends the account's sessions by it (modules/identity/commands/end-sessions.ts).
    const userId = typeof values[SESSION_USER_KEY] === 'string' ? values[SESSION_USER_KEY] : null
    await this.client
      .insertQuery()
      .table(TABLE)
      .insert({ id: sessionId, user_id: userId, data: message, expires_at: expiresAt })
      .knexQuery.onConflict('id')
      .merge(['data', 'expires_at', 'user_id'])
    // The trigger evicts it on every node; this node learns the new values from its next read.
    if (Math.random() < 0.02) await this.client.from(TABLE).where('expires_at', '<=', new Date()).delete()
  }

  async destroy(sessionId: string) {
    await this.client.from(TABLE).where('id', sessionId).delete()
    identityCache.sessions.forget(sessionId)
  }

  async touch(sessionId: string) {
    const cached = identityCache.sessions.get(sessionId)
    const expiresAt = Date.now() + this.ttlMs
    if (cached && expiresAt - cached.expiresAt < TOUCH_EVERY_MS) return
    await this.client
      .from(TABLE)
      .where('id', sessionId)
      .update({ expires_at: new Date(expiresAt) })
    if (cached) cached.expiresAt = expiresAt
  }

  async tag(sessionId: string, userId: string) {
    const data = new MessageBuilder().build({}, undefined, sessionId)
    const expiresAt = new Date(Date.now() + this.ttlMs)
    await this.client
      .insertQuery()
      .table(TABLE)
      .insert({ id: sessionId, user_id: userId, data, expires_at: expiresAt })
      .knexQuery.onConflict('id')
      .merge(['user_id'])
  }

  async tagged(userId: string) {
    const rows = await this.client.from(TABLE).select('id', 'data').where('user_id', userId).where('expires_at', '>', new Date())
    return rows
      .map((row) => ({ id: row.id as string, data: this.parse(row.data, row.id) }))
      .filter((s): s is { id: string; data: SessionData } => s.data !== null)
  }

  private parse(contents: string, sessionId: string): SessionData | null {
    try {
      return new MessageBuilder().verify(contents, sessionId)
    } catch {
      return null
    }
  }
}

let parsedAge: { age: string | number; ms: number } | undefined
function ttlMsOf(age: string | number) {
  if (parsedAge?.age !== age) parsedAge = { age, ms: string.seconds.parse(age) * 1000 }
  return parsedAge.ms
}

/** Session store config entry (config/session.ts): the app's primary database connection. */
export const cachedDatabaseStore = () =>
  configProvider.create(async (app) => {
    const db = await app.container.make('lucid.db')
    return (_ctx: unknown, sessionConfig: { age: string | number }) => new CachedDatabaseStore(db, sessionConfig.age)
  })
