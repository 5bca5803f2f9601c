/**
 * A copy of `kept` with `value` under `key` as its newest entry, less its oldest entries beyond
 * `max` (a copy, so that a cache refusing the store changes nothing it holds).
 */
export function withNewest<K, V>(kept: ReadonlyMap<K, V> | undefined, key: K, value: V, max: number): Map<K, V> {
  const next = new Map(kept)
  next.delete(key)
  next.set(key, value)
  for (const oldest of next.keys()) {
    if (next.size <= max) break
    next.delete(oldest)
  }
  return next
}
