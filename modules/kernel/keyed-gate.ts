const ignore = () => {}

/**
 * At most one attempt in flight per key on this node. Callers that find an attempt running wait
 * for it to settle and look again, instead of racing it in the database: the loser of a race for
 * one key then learns it lost from a plain read rather than from a rolled-back transaction.
 * It orders work on one node only; whatever must hold across nodes stays the database's.
 */
export class KeyedGate {
  #running = new Map<string, Promise<unknown>>()

  /** Resolves once no attempt for `key` is in flight here (at once when none is). */
  async idle(key: string): Promise<void> {
    for (let running = this.#running.get(key); running; running = this.#running.get(key)) {
      await running.then(ignore, ignore)
    }
  }

  /** Starts `attempt` as the key's attempt in flight, or answers null when one is running already. */
  run<T>(key: string, attempt: () => Promise<T>): Promise<T> | null {
    if (this.#running.has(key)) return null
    const running = Promise.resolve().then(attempt)
    this.#running.set(key, running)
    const release = () => {
      if (this.#running.get(key) === running) this.#running.delete(key)
    }
    running.then(release, release)
    return running
  }

  get size(): number {
    return this.#running.size
  }
}
