import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

const now = Date.parse('2026-11-23T10:00:00.000Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('formatRelativeTime', () => {
  it('speaks Indonesian by default', () => {
    expect(formatRelativeTime(ago(10), 'id', now)).toBe('sekarang')
    expect(formatRelativeTime(ago(5 * 60), 'id', now)).toBe('5 menit yang lalu')
    expect(formatRelativeTime(ago(3 * 3600), 'id', now)).toBe('3 jam yang lalu')
    expect(formatRelativeTime(ago(26 * 3600), 'id', now)).toBe('kemarin')
  })

  it('and English when chosen', () => {
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(3 * 86400), 'en', now)).toBe('3 days ago')
  })
})
