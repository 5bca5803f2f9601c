/**
 * Read-your-own-writes for the admin screens: the highest event position seen in a
 * mutation response (X-Event-Position) or a push. Admin queries send it back as
 * X-Min-Position so the server waits until its read model has caught up.
 */
let lastPosition: bigint | null = null

function toBigInt(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return BigInt(value.trim())
  return null
}

export function recordEventPosition(value: unknown) {
  const position = toBigInt(value)
  if (position !== null && (lastPosition === null || position > lastPosition)) lastPosition = position
}

export function minPositionHeaders(): Record<string, string> {
  return lastPosition === null ? {} : { 'X-Min-Position': lastPosition.toString() }
}

export function resetEventPosition() {
  lastPosition = null
}
