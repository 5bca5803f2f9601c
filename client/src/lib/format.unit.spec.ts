import { describe, expect, it } from 'vitest'
import { formatDate, formatDateKey, formatLongDate, formatRupiah, formatTime, formatTimeRange, localeFor } from './format'

describe('formatRupiah', () => {
  it('uses Indonesian separators and no space after Rp', () => {
    expect(formatRupiah(75000)).toBe('Rp75.000')
    expect(formatRupiah(1250000)).toBe('Rp1.250.000')
    expect(formatRupiah(0)).toBe('Rp0')
  })

  it('drops decimals', () => {
    expect(formatRupiah(75000.6)).toBe('Rp75.001')
  })
})

describe('dates', () => {
  it('uses id-ID by default and en-GB for English', () => {
    expect(localeFor('id')).toBe('id-ID')
    expect(localeFor('en')).toBe('en-GB')
  })

  it('formats in the chosen locale and tolerates bad input', () => {
    expect(formatDate('2025-03-12T03:00:00Z', 'id')).toMatch(/12 Mar 2025/)
    expect(formatDate('2025-08-17T03:00:00Z', 'id')).toMatch(/17 Agu 2025/)
    expect(formatDate('2025-08-17T03:00:00Z', 'en')).toMatch(/17 Aug 2025/)
    expect(formatDate('not a date', 'id')).toBe('')
  })
})

describe('clinic time zone (Asia/Jakarta)', () => {
  it('shows 02:00 UTC as 09.00 in id-ID', () => {
    expect(formatTime('2026-11-23T02:00:00Z', 'id')).toBe('09.00')
    expect(formatLongDate('2026-11-23T02:00:00Z', 'id')).toBe('Senin, 23 November 2026')
  })

  it('formats a 30-minute range', () => {
    expect(formatTimeRange('2026-11-23T02:00:00Z', 30, 'id')).toBe('09.00 – 09.30')
    expect(formatTimeRange('2026-11-23T08:30:00Z', 30, 'en')).toBe('15:30 – 16:00')
  })

  it('shows an instant just past Jakarta midnight on the next day', () => {
    expect(formatLongDate('2026-11-22T16:59:00Z', 'id')).toBe('Minggu, 22 November 2026')
    expect(formatLongDate('2026-11-22T17:00:00Z', 'id')).toBe('Senin, 23 November 2026')
    expect(formatTime('2026-11-22T17:00:00Z', 'id')).toBe('00.00')
  })

  it('formats a range that crosses Jakarta midnight, and nothing for bad input', () => {
    expect(formatTimeRange('2026-11-22T16:45:00Z', 30, 'id')).toBe('23.45 – 00.15')
    expect(formatTimeRange('nope', 30, 'id')).toBe('')
  })

  it('formats a day key without shifting it', () => {
    expect(formatDateKey('2026-11-23', 'id')).toBe('Senin, 23 November 2026')
    expect(formatDateKey('2026-11-23', 'en')).toMatch(/^Monday,? 23 November 2026$/)
    expect(formatDateKey('2028-02-29', 'id')).toBe('Selasa, 29 Februari 2028')
    expect(formatDateKey('', 'id')).toBe('')
  })
})
