import { describe, expect, it } from 'vitest'
import { nextAttemptAt, QUIZ_ATTEMPTS_PER_HOUR, QUIZ_COOLDOWN_SECONDS } from './quiz-attempts.js'

const now = new Date('2026-01-10T10:00:00Z')
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000)

describe('quiz attempt throttle', () => {
  it('allows a first attempt and one after the cool-down', () => {
    expect(nextAttemptAt([], now)).toBeNull()
    expect(nextAttemptAt([minutesAgo(QUIZ_COOLDOWN_SECONDS / 60)], now)).toBeNull()
    expect(nextAttemptAt([minutesAgo(61)], now)).toBeNull()
  })

  it('waits out the cool-down after the last attempt', () => {
    expect(nextAttemptAt([minutesAgo(30), minutesAgo(3)], now)).toEqual(minutesAgo(3 - QUIZ_COOLDOWN_SECONDS / 60))
  })

  it('caps attempts per hour: the oldest of the last five must be an hour old', () => {
    expect(QUIZ_ATTEMPTS_PER_HOUR).toBe(5)
    const five = [minutesAgo(55), minutesAgo(45), minutesAgo(35), minutesAgo(25), minutesAgo(12)]
    expect(nextAttemptAt(five, now)).toEqual(minutesAgo(55 - 60))
  })
})
