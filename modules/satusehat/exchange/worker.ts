import { randomUUID } from 'node:crypto'
import type { Database } from '@adonisjs/lucid/database'
import type { Logger } from '@adonisjs/core/logger'
import { WakeLoop } from '#events/wake-loop'
import { afterFailure, retryDelayMs } from '../domain/backoff.js'
import { activeExchange, type ActiveExchange, type ExchangeWorkerOptions } from '../settings.js'
import type { ExchangedResource } from '../contracts/exchange-status.js'
import { RulesFailed } from './rules-failed.js'
import { ExchangeError, postTransaction } from './fhir-client.js'
import { IhsIndex, PersonNotRegistered } from './ihs-index.js'
import type { OAuthClient } from './oauth-client.js'
import type { ExchangePorts, PreparedVisit } from './ports.js'
import { EXCHANGE_CONSUMER, WITHHELD_REASON } from './names.js'

export interface ExchangeRow {
  id: string
  record_id: string
  patient_id: string
  patient_user_id: string
  status: string
  attempts: number
  claim_token: string
  source_event_id: string
  source_event: Record<string, unknown>
  /** server id of each entry of the last send, by entry key */
  entry_ids: Record<string, string> | null
  /** a correction of a sent record waits to go as an update */
  resend: boolean
  sends: Array<{ at: string; kind: 'CREATE' | 'UPDATE'; resources: ExchangedResource[] }> | null
}

/**
 * Sends due rows of satusehat_exchanges (the pattern of the reminder queue, ADR 0017):
 * 1. claim one due PENDING row (FOR UPDATE SKIP LOCKED, a claim token that expires, attempts + 1);
 * 2. check the patient's consent (withdrawn: WITHHELD, never sent), look the patient and the health
 *    worker up in SATUSEHAT's indexes (absent: UNREGISTERED, until their profile changes), build the
 *    Bundle and check the platform's rules (broken: REFUSED, never sent), POST it;
 * 3. mark SENT with the server's ids, guarded by the claim token; or schedule the next attempt
 *    with exponential back-off; after `maxAttempts` (or a Bundle the server refuses) the row is
 *    DEAD ('Gagal') and a dead letter names it.
 * Nothing is claimed while the exchange is not configured (or its organization or Location is
 * missing): rows wait ('Menunggu konfigurasi'). A corrected record already sent goes once more,
 * as an update of the same resources; every send is kept in `sends`.
 */
export class ExchangeWorker {
  sent = 0
  private readonly loop = new WakeLoop({
    cycle: () => this.cycle(),
    onError: (error) => {
      this.deps.logger.warn({ err: error }, 'satusehat worker: cycle failed')
      return this.options.pollMs
    },
  })

  constructor(
    private deps: { db: Database; logger: Logger; oauth: OAuthClient; ports: ExchangePorts },
    readonly options: ExchangeWorkerOptions
  ) {
    this.index = new IhsIndex(deps.db, deps.oauth, options.httpTimeoutMs)
  }

  private readonly index: IhsIndex

  start() {
    this.loop.start()
  }

  async stop() {
    await this.loop.stop()
  }

  poke() {
    this.loop.poke()
  }

  /** Claims and handles due rows until none is left; returns how many were handled. */
  async drain(): Promise<number> {
    let handled = 0
    while (activeExchange()) {
      const row = await this.claimOne()
      if (!row) break
      await this.handle(row)
      handled++
      if (this.loop.stopping) break
    }
    return handled
  }

  private async cycle(): Promise<number> {
    await this.drain()
    return Math.min(this.options.pollMs, await this.msUntilNextDue())
  }

  async claimOne(): Promise<ExchangeRow | null> {
    const { rows } = await this.deps.db.rawQuery(
      `UPDATE satusehat_exchanges
          SET claim_token = ?, claim_expires_at = now() + make_interval(secs => ?), attempts = attempts + 1, updated_at = now()
        WHERE id = (
          SELECT id FROM satusehat_exchanges
           WHERE status = 'PENDING' AND next_attempt_at <= now() AND (claim_expires_at IS NULL OR claim_expires_at <= now())
           ORDER BY next_attempt_at, id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
      RETURNING *`,
      [randomUUID(), this.options.claimTtlMs / 1000]
    )
    return (rows[0] as ExchangeRow | undefined) ?? null
  }

  private async handle(row: ExchangeRow) {
    const { ports, oauth, logger } = this.deps
    const config = activeExchange()
    if (!config) return this.release(row)
    let visit: PreparedVisit | undefined
    try {
      if (!(await ports.consentActive({ patientId: row.patient_id, patientUserId: row.patient_user_id }))) {
        await this.finish(row, { status: 'WITHHELD', last_error: WITHHELD_REASON })
        return
      }
      visit = await ports.visitBundle(row.record_id, this.prepareContext(config, row))
      const ids = await postTransaction(config, oauth, visit.bundle, this.options.httpTimeoutMs)
      await this.finish(row, this.sentChanges(row, visit, ids))
      this.sent++
    } catch (error) {
      if (error instanceof PersonNotRegistered || error instanceof RulesFailed) return this.blocked(row, error)
      const message = (error as Error).message ?? String(error)
      const retryable = !(error instanceof ExchangeError) || error.retryable
      const outcome = retryable ? afterFailure(row.attempts, this.options.maxAttempts) : 'DEAD'
      logger.warn({ record: row.record_id, attempt: row.attempts, outcome, err: message }, 'satusehat exchange attempt failed')
      if (outcome === 'DEAD') return this.dead(row, message)
      const delay = retryDelayMs(row.attempts, this.options.baseDelayMs, this.options.maxDelayMs)
      await this.finish(row, { status: 'PENDING', last_error: message, next_attempt_at: new Date(Date.now() + delay) })
    }
  }

  private prepareContext(config: ActiveExchange, row: ExchangeRow) {
    return {
      config,
      sent: new Map(Object.entries(row.resend ? (row.entry_ids ?? {}) : {})),
      ihsNumber: (kind: 'Patient' | 'Practitioner', person: { id: string; nik: string | null | undefined }) =>
        this.index.ihsNumber(config, kind, person),
    }
  }

  /** SENT: the server's ids (by entry key too, for a later update) and one more line in `sends`. */
  private sentChanges(row: ExchangeRow, visit: PreparedVisit, ids: ExchangedResource[]) {
    const keys = visit.entries?.map((e) => e.key)
    const entryIds = keys && keys.length === ids.length ? Object.fromEntries(keys.map((k, i) => [k, ids[i]!.id])) : row.entry_ids
    const send = { at: new Date().toISOString(), kind: row.resend && row.entry_ids ? 'UPDATE' : 'CREATE', resources: ids }
    return {
      status: 'SENT',
      server_ids: JSON.stringify(ids),
      entry_ids: entryIds ? JSON.stringify(entryIds) : null,
      sends: JSON.stringify([...(row.sends ?? []), send]),
      local_only: JSON.stringify(visit.localOnly ?? []),
      resend: false,
      sent_at: new Date(),
      last_error: null,
    }
  }

  /**
   * Not an attempt that failed: the person is not in the national index (UNREGISTERED, retried when
   * their profile changes or an admin retries) or the Bundle breaks a platform rule (REFUSED).
   */
  private async blocked(row: ExchangeRow, error: PersonNotRegistered | RulesFailed) {
    const attempts = Math.max(0, row.attempts - 1)
    if (error instanceof PersonNotRegistered) {
      await this.finish(row, { status: 'UNREGISTERED', blocked_on: error.who, last_error: error.message, attempts })
      return
    }
    await this.finish(row, {
      status: 'REFUSED',
      rule_failures: JSON.stringify(error.failures),
      local_only: JSON.stringify(error.localOnly ?? []),
      last_error: error.message,
      attempts,
    })
  }

  /** Ends this claim with `changes`, only if the row is still ours. */
  private async finish(row: ExchangeRow, changes: Record<string, unknown>) {
    await this.deps.db
      .from('satusehat_exchanges')
      .where({ id: row.id, claim_token: row.claim_token })
      .update({ ...changes, claim_token: null, claim_expires_at: null, updated_at: new Date() })
  }

  /** Gives the claim back unused (the configuration went away between claim and send). */
  private async release(row: ExchangeRow) {
    await this.finish(row, { attempts: Math.max(0, row.attempts - 1) })
  }

  /** No attempt left: DEAD, and a dead letter for the consumer, in one transaction. */
  private async dead(row: ExchangeRow, error: string) {
    await this.deps.db.transaction(async (trx) => {
      const updated = await trx
        .from('satusehat_exchanges')
        .where({ id: row.id, claim_token: row.claim_token })
        .update({ status: 'DEAD', last_error: error, claim_token: null, claim_expires_at: null, updated_at: new Date() })
      if (Number(updated) === 0) return // the claim expired and another worker took the row
      const event = row.source_event as { type?: string }
      await trx.rawQuery(
        `INSERT INTO dead_letters (consumer, event_id, event_type, envelope, error, attempts) VALUES (?, ?, ?, ?::jsonb, ?, ?)`,
        [EXCHANGE_CONSUMER, row.source_event_id, (event.type ?? null) as string, JSON.stringify(row.source_event), error, row.attempts]
      )
    })
  }

  private async msUntilNextDue(): Promise<number> {
    if (!activeExchange()) return this.options.pollMs
    const { rows } = await this.deps.db.rawQuery(
      `SELECT GREATEST(0, EXTRACT(EPOCH FROM (min(GREATEST(next_attempt_at, coalesce(claim_expires_at, next_attempt_at))) - now())) * 1000)::bigint AS ms
         FROM satusehat_exchanges WHERE status = 'PENDING'`
    )
    const ms = rows[0]?.ms
    return ms === null || ms === undefined ? this.options.pollMs : Number(ms)
  }
}
