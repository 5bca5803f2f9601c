export interface PartitionOffset {
  topic: string
  partition: number
  offset: string
}

const keyOf = (o: { topic: string; partition: number }) => `${o.topic}\u0000${o.partition}`

/**
 * A consumer group's offset commits, at most one a `intervalMs`: `applied` is called inside the
 * group's batch handler (where kafkajs knows the generation is current), records the next offset
 * of the partition, and commits everything pending once the interval has passed. Committing after
 * every batch cost a broker round trip and a write to __consumer_offsets per event per group under
 * light traffic. Only applied events are committed. What is pending when traffic stops waits for
 * the next batch or the consumer's stop; a restart or a rebalance redelivers it, and the
 * consumer's inbox skips it as seen (consumer-runtime.ts).
 */
export class OffsetCommits {
  private readonly pending = new Map<string, PartitionOffset>()
  private lastCommit = 0

  constructor(
    private readonly commit: (offsets: PartitionOffset[]) => Promise<void>,
    private readonly intervalMs: number
  ) {}

  /** The event at `offset` is applied: its successor is the partition's next offset to commit. */
  async applied(topic: string, partition: number, offset: string) {
    this.pending.set(keyOf({ topic, partition }), { topic, partition, offset: (BigInt(offset) + 1n).toString() })
    if (Date.now() - this.lastCommit >= this.intervalMs) await this.flush()
  }

  /** Commits what is pending now (also before the consumer stops); a failed commit keeps it pending. */
  async flush() {
    this.lastCommit = Date.now()
    if (this.pending.size === 0) return
    const offsets = [...this.pending.values()]
    this.pending.clear()
    try {
      await this.commit(offsets)
    } catch (error) {
      for (const o of offsets) if (!this.pending.has(keyOf(o))) this.pending.set(keyOf(o), o)
      throw error
    }
  }

  /** Forgets what is pending (a new assignment starts from the committed offsets). */
  discard() {
    this.pending.clear()
  }
}
