let lastObserved = 0
/**
 * Strictly increasing time (ms) on this node: a tab's 'consultation.leave' and its re-join are
 * often handled within the same millisecond, and the later one must still compare newer.
 */
export function observedAt() {
  const now = Date.now()
  lastObserved = now > lastObserved ? now : lastObserved + 0.001
  return lastObserved
}
