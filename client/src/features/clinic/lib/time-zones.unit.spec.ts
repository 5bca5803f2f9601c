import { describe, expect, it } from 'vitest'
import { otherTimeZones, zoneOffset } from './time-zones'

describe('time zones', () => {
  it('lists other zones without the Indonesian ones, keeping an unknown current value', () => {
    const zones = otherTimeZones('Etc/GMT-7')
    expect(zones).toContain('UTC')
    expect(zones).toContain('Etc/GMT-7')
    expect(zones).not.toContain('Asia/Jakarta')
  })

  it('shows the offset of a zone', () => {
    expect(zoneOffset('Asia/Jakarta')).toBe('UTC+07:00')
    expect(zoneOffset('Asia/Jayapura')).toBe('UTC+09:00')
  })
})
