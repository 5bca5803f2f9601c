/**
 * Concurrent asks for the same key share one load, and every ask is answered by a load that began
 * after it was made: an ask that finds a load running waits for it and shares the next one with
 * every ask made meanwhile. So an answer is never older than its ask (a rule decided per request,
 * such as who may read, stays exact), while N concurrent asks cost at most two loads, not N.
 */
export class FreshLoads<V> {
  private readonly running = new Map<string, Promise<V>>()
  private readonly queued = new Map<string, Promise<V>>()

  share(key: string, load: () => Promise<V>): Promise<V> {
    const queued = this.queued.get(key)
    if (queued) return queued
    const current = this.running.get(key)
    if (!current) return this.start(key, load)
    const next: Promise<V> = current.then(
      () => this.startQueued(key, next, load),
      () => this.startQueued(key, next, load)
    )
    this.queued.set(key, next)
    return next
  }

  private startQueued(key: string, queued: Promise<V>, load: () => Promise<V>): Promise<V> {
    if (this.queued.get(key) === queued) this.queued.delete(key)
    return this.start(key, load)
  }

  private start(key: string, load: () => Promise<V>): Promise<V> {
    const started = Promise.resolve().then(load)
    this.running.set(key, started)
    const done = () => {
      if (this.running.get(key) === started) this.running.delete(key)
    }
    started.then(done, done)
    return started
  }
}
