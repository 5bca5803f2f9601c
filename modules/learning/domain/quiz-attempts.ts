/**
 * Quiz attempt throttle (docs/security.md): the review of an attempt shows the answer key, so a
 * next attempt at the same level waits a cool-down, and no level takes more than a few an hour.
 */
export const QUIZ_COOLDOWN_SECONDS = 10 * 60
export const QUIZ_ATTEMPTS_PER_HOUR = 5
const HOUR_MS = 60 * 60 * 1000

/**
 * When the next attempt at one level may start, from that level's attempts of the last hour
 * (any order); null when it may start now.
 */
export function nextAttemptAt(recentAttempts: readonly Date[], now: Date): Date | null {
  const lastHour = recentAttempts
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - HOUR_MS)
    .sort((a, b) => a - b)
  if (lastHour.length === 0) return null
  const afterCooldown = lastHour[lastHour.length - 1]! + QUIZ_COOLDOWN_SECONDS * 1000
  const afterHourlyCap = lastHour.length >= QUIZ_ATTEMPTS_PER_HOUR ? lastHour[lastHour.length - QUIZ_ATTEMPTS_PER_HOUR]! + HOUR_MS : 0
  const next = Math.max(afterCooldown, afterHourlyCap)
  return next > now.getTime() ? new Date(next) : null
}

/** Thrown when an attempt comes before `nextAttemptAt`; the HTTP layer answers 429 with Retry-After. */
export class QuizAttemptTooSoon extends Error {
  override readonly name = 'QuizAttemptTooSoon'

  constructor(readonly retryAt: Date) {
    super('Percobaan kuis berikutnya belum dapat dimulai')
  }
}
