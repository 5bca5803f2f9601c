import { describe, expect, it } from 'vitest'
import { EXCHANGE_STATUSES } from '../contracts/exchange-status.js'
import { displayStatus, storedFilter } from './status.js'

describe('exchange status shown to users', () => {
  it('a pending row says why it waits', () => {
    expect(displayStatus({ status: 'PENDING', attempts: 0 }, false)).toBe('WAITING_CONFIG')
    expect(displayStatus({ status: 'PENDING', attempts: 2 }, false)).toBe('WAITING_CONFIG')
    expect(displayStatus({ status: 'PENDING', attempts: 0 }, true)).toBe('PENDING')
    expect(displayStatus({ status: 'PENDING', attempts: 1 }, true)).toBe('RETRYING')
    expect(displayStatus({ status: 'SENT', attempts: 1 }, true)).toBe('SENT')
    expect(displayStatus({ status: 'DEAD', attempts: 8 }, true)).toBe('FAILED')
    expect(displayStatus({ status: 'WITHHELD', attempts: 1 }, false)).toBe('WITHHELD')
  })

  it('each displayed status filters the rows that display as it', () => {
    for (const configured of [true, false]) {
      for (const status of EXCHANGE_STATUSES) {
        const filter = storedFilter(status, configured)
        if (!filter) continue
        const attempts = filter.attempts === 'some' ? 3 : 0
        expect(displayStatus({ status: filter.status, attempts }, configured)).toBe(status)
      }
    }
    expect(storedFilter('WAITING_CONFIG', true)).toBeNull()
    expect(storedFilter('PENDING', false)).toBeNull()
  })
})
