/**
 * A per-node cache that only answers while `isEnabled()`, i.e. while this node LISTENs to the
 * NOTIFY channel that announces the changes (server/http/identity-listener.ts): a change evicts
 * the entry on every node, and a lost connection empties and disables the cache. A load that
 * raced an eviction is not stored (the generation moved on). `ttlMs` is a backstop only.
 */
export class InvalidatedCache<V> {
  private entries = new Map<string, { value: V; until: number; size: number }>()
  private generation = 0
  private size = 0

  /**
   * `maxEntries` and, with `sizeOf` (e.g. rows kept), `maxSize` bound the memory: reaching either
   * drops the least recently used entries until the new one fits; a value larger than `maxSize`
   * alone is not kept. Expired entries are dropped when read, evicted, or swept (every `ttlMs`).
   */
  constructor(
    private readonly isEnabled: () => boolean,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 50_000,
    private readonly sizeOf: (value: V) => number = () => 0,
    private readonly maxSize = Number.POSITIVE_INFINITY
  ) {
    // expired entries nobody reads again are dropped too, so an idle node holds nothing for long
    setInterval(() => this.dropExpired(), ttlMs).unref()
  }

  private dropExpired() {
    const now = Date.now()
    for (const [key, entry] of this.entries) if (entry.until <= now) this.drop(key)
  }

  get(key: string): V | undefined {
    const entry = this.isEnabled() ? this.entries.get(key) : undefined
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.until <= Date.now()) {
      this.size -= entry.size
      return undefined
    }
    // a Map iterates in insertion order: re-inserting makes its first key the least recently used
    this.entries.set(key, entry)
    return entry.value
  }

  /** The generation to pass to `set` after a load began. */
  begin = () => this.generation

  /** Stores `value` until `until` (epoch ms), never longer than the TTL. */
  set(key: string, value: V, since: number, until = Number.POSITIVE_INFINITY) {
    if (!this.isEnabled() || since !== this.generation) return
    this.drop(key)
    const size = this.sizeOf(value)
    if (size > this.maxSize) return // never kept: storing it would evict everyone else
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.size + size <= this.maxSize) break
      this.drop(oldest)
    }
    this.entries.set(key, { value, until: Math.min(until, Date.now() + this.ttlMs), size })
    this.size += size
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.size -= entry.size
  }

  private empty() {
    this.entries.clear()
    this.size = 0
  }

  async remember(key: string, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
    const hit = this.get(key)
    if (hit !== undefined) return hit
    const since = this.begin()
    const value = await load()
    if (value !== null && value !== undefined) this.set(key, value, since)
    return value
  }

  forget(key: string) {
    this.generation++
    this.drop(key)
  }

  clear() {
    this.generation++
    this.empty()
  }
}
