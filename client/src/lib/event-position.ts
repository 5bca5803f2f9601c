/**
 * Read-your-own-writes: remembers the highest event position seen (a mutation's
 * X-Event-Position header or a push's `position`) so a feature's GETs can send it back as
 * X-Min-Position and the server answers only once its read model has caught up.
 * Each feature owns one tracker (features never share state).
 */
export type EventPositionTracker = {
  record: (value: unknown) => void
  headers: () => Record<string, string>
  reset: () => void
}

export function toEventPosition(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return BigInt(value.trim())
  return null
}

export function createEventPositionTracker(): EventPositionTracker {
  let last: bigint | null = null
  return {
    record(value) {
      const position = toEventPosition(value)
      if (position !== null && (last === null || position > last)) last = position
    },
    headers(): Record<string, string> {
      return last === null ? {} : { 'X-Min-Position': last.toString() }
    },
    reset() {
      last = null
    },
  }
}
