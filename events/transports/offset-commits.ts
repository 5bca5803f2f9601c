export interface PartitionOffset {
  topic: string
  partition: number
  offset: string
}

/**
 * A consumer group's offset commits, at most one a `intervalMs`: the next offset of every partition
 * applied since the last commit, committed at once when the interval has passed, otherwise by a
 * timer when it does. Committing after every batch costs a broker round trip and a write to
 * __consumer_offsets per event per group under light traffic. Only applied events are ever
 * committed; a restart redelivers at most the last interval's, which the consumer's inbox skips
 * as seen (consumer-runtime.ts).
 */
export class OffsetCommits {
  private readonly pending = new Map<string, PartitionOffset>()
  private lastCommit = 0
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly commit: (offsets: PartitionOffset[]) => Promise<void>,
    private readonly intervalMs: number,
    private readonly onTimerError: (error: unknown) => void = () => {}
  ) {}

  /** The event at `offset` is applied: its successor is the partition's next offset to commit. */
  async applied(topic: string, partition: number, offset: string) {
    this.pending.set(`${topic}\u0000${partition}`, { topic, partition, offset: (BigInt(offset) + 1n).toString() })
    const wait = this.lastCommit + this.intervalMs - Date.now()
    if (wait <= 0) return this.flush()
    if (this.timer) return
    this.timer = setTimeout(() => this.flush().catch(this.onTimerError), wait)
    this.timer.unref() // a pending commit never keeps a stopping process alive
  }

  /** Commits what is pending now (also before the consumer stops). */
  async flush() {
    clearTimeout(this.timer)
    this.timer = undefined
    this.lastCommit = Date.now()
    if (this.pending.size === 0) return
    const offsets = [...this.pending.values()]
    this.pending.clear()
    await this.commit(offsets)
  }

  /** Forgets what is pending (the partitions were revoked: their new owner starts from the committed offsets). */
  discard() {
    clearTimeout(this.timer)
    this.timer = undefined
    this.pending.clear()
  }
}
