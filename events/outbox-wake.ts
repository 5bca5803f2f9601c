/**
 * Wakes the outbox relays after commits with one NOTIFY for every commit of a moment, instead of
 * a NOTIFY inside each command's transaction. PostgreSQL commits a transaction that sent a NOTIFY
 * under one database-wide lock held through its WAL flush, so every command's commit waited for
 * the previous one's fsync (measured: ~100 sends/s on one node; docs/performance.md). Here the
 * command commits without it and, after the commit, asks for a wake-up: one NOTIFY is sent at
 * once, and every request arriving while it is in flight is answered by one more after it (sent
 * after their commits, so the relay that wakes sees them). A wake-up lost with a crashing node
 * costs the relay's idle wake (seconds), never an event: the events are committed in event_log.
 */
export class CoalescedWake {
  private inFlight = false
  private again = false

  constructor(private readonly send: () => Promise<unknown>) {}

  request() {
    if (this.inFlight) {
      this.again = true
      return
    }
    this.inFlight = true
    void this.drain()
  }

  private async drain() {
    try {
      do {
        this.again = false
        await this.send().catch(() => {}) // the relay's idle wake covers a failed NOTIFY
      } while (this.again)
    } finally {
      this.inFlight = false
    }
  }
}
