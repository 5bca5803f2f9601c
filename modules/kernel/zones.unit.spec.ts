import { describe, expect, it } from 'vitest'
import { zoneLabel } from './zones.js'

describe('zoneLabel', () => {
  it('names the three Indonesian zones', () => {
    expect(zoneLabel('Asia/Jakarta')).toBe('WIB')
    expect(zoneLabel('Asia/Pontianak')).toBe('WIB')
    expect(zoneLabel('Asia/Makassar')).toBe('WITA')
    expect(zoneLabel('Asia/Jayapura')).toBe('WIT')
  })

  it('falls back to the IANA name elsewhere', () => {
    expect(zoneLabel('Asia/Singapore')).toBe('Asia/Singapore')
  })
})
