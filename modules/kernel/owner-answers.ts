import { InvalidatedCache } from './invalidated-cache.js'
import { withNewest } from './with-newest.js'
import { deepFreeze } from './deep-freeze.js'
import type { ReadModelChange } from '#events/read-model-changes'

interface Kept<V> {
  value: V
  /** `tick()` before the load began: a read-your-writes wait settled later means it may be older */
  began: number
}

export interface OwnerAnswersOptions {
  /** The sources whose announcements forget an owner's answers ('*': every owner's). */
  sources: readonly string[]
  /** The read-your-writes clock (events/read-your-writes.ts readModelTick); none: a constant. */
  tick?: () => number
  maxOwners?: number
  variantsPerOwner?: number
  ttlMs?: number
}

/**
 * Small answers kept per owner (a user, a patient) on this node, per variant of the request
 * (a page's limit and cursor), forgotten when one of `sources` announces a change of that owner,
 * in the changing commit (ADR 0025). Kept only while the node LISTENs (`setListening`, by the
 * identity listener); a load that raced an announcement is not kept; at most `ttlMs` old. What
 * depends on the viewer or the clock is decided per request, after the kept answer.
 */
export class OwnerAnswers<V> {
  private listening = false
  private readonly sources: ReadonlySet<string>
  private readonly tick: () => number
  private readonly variantsPerOwner: number
  private readonly kept: InvalidatedCache<ReadonlyMap<string, Kept<V>>>

  constructor(options: OwnerAnswersOptions) {
    this.sources = new Set(options.sources)
    this.tick = options.tick ?? (() => 0)
    this.variantsPerOwner = options.variantsPerOwner ?? 4
    this.kept = new InvalidatedCache(() => this.listening, options.ttlMs ?? 10_000, options.maxOwners ?? 5_000)
  }

  setListening(on: boolean) {
    this.listening = on
    this.clear()
  }

  clear() {
    this.kept.clear()
  }

  apply(change: ReadModelChange) {
    if (!this.sources.has(change.consumer)) return
    if (change.keys === '*') return this.clear()
    for (const owner of change.keys) this.kept.forget(owner)
  }

  /**
   * The owner's answer to `variant`: kept, when it was loaded after `freshAfter` (the tick of the
   * owner's last write known applied; -1 for none), or loaded now and kept.
   */
  async answer(owner: string, variant: string, freshAfter: number, load: () => Promise<V>): Promise<V> {
    const hit = this.kept.get(owner)?.get(variant)
    if (hit && hit.began >= freshAfter) return hit.value
    const since = this.kept.begin()
    const began = this.tick()
    const value = deepFreeze(await load()) // shared by every request it answers
    this.kept.set(owner, withNewest(this.kept.get(owner), variant, { value, began }, this.variantsPerOwner), since)
    return value
  }
}
