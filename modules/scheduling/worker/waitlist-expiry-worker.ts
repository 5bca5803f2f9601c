import type { Database } from '@adonisjs/lucid/database'
import type { Logger } from '@adonisjs/core/logger'
import { WakeLoop } from '#events/wake-loop'
import { expireWaitlistOffer } from '../commands/expire-waitlist-offer.js'

export interface ExpiryWorkerOptions {
  /** Safety-net poll: offers made on another node do not wake this one. */
  pollMs: number
  batch: number
}

/**
 * Closes waitlist offers at the end of their hold and passes each slot on (docs/waitlist.md).
 * Sleeps until the next hold ends; the offer consumer pokes it when it makes an offer.
 */
export class WaitlistExpiryWorker {
  expired = 0
  private readonly loop = new WakeLoop({
    cycle: () => this.cycle(),
    onError: (error) => {
      this.deps.logger.warn({ err: error }, 'waitlist expiry: cycle failed')
      return this.options.pollMs
    },
  })

  constructor(
    private deps: { db: Database; logger: Logger },
    readonly options: ExpiryWorkerOptions = { pollMs: 30_000, batch: 20 }
  ) {}

  start() {
    this.loop.start()
  }

  stop() {
    return this.loop.stop()
  }

  poke() {
    this.loop.poke()
  }

  /** Expires every offer due now; returns how many it closed. */
  async drain(): Promise<number> {
    let closed = 0
    for (;;) {
      const due = await this.deps.db
        .from('waitlist_offers')
        .where('status', 'OFFERED')
        .whereRaw('expires_at <= now()')
        .orderBy('expires_at')
        .limit(this.options.batch)
        .select('id', 'provider_id')
      for (const offer of due) {
        if (await expireWaitlistOffer(offer.id, offer.provider_id)) closed++
        if (this.loop.stopping) return closed
      }
      if (due.length < this.options.batch) break
    }
    this.expired += closed
    return closed
  }

  private async cycle(): Promise<number> {
    await this.drain()
    const { rows } = await this.deps.db.rawQuery(
      `SELECT EXTRACT(EPOCH FROM (min(expires_at) - now())) * 1000 AS ms FROM waitlist_offers WHERE status = 'OFFERED'`
    )
    const ms = rows[0]?.ms
    return ms === null || ms === undefined ? this.options.pollMs : Math.min(this.options.pollMs, Math.max(0, Number(ms)) + 5)
  }
}
