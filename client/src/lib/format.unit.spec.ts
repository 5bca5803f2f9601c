import { describe, expect, it } from 'vitest'
import { formatDate, formatRupiah, localeFor } from './format'

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
