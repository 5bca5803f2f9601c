import type { ExchangeStatus } from '../contracts/exchange-status.js'

/** Stored states of satusehat_exchanges.status. */
export type StoredStatus = 'PENDING' | 'SENT' | 'DEAD' | 'WITHHELD' | 'UNREGISTERED' | 'REFUSED'

/** What users see for a stored row: a pending row says why it waits. */
export function displayStatus(row: { status: StoredStatus; attempts: number }, configured: boolean): ExchangeStatus {
  switch (row.status) {
    case 'SENT':
      return 'SENT'
    case 'DEAD':
      return 'FAILED'
    case 'WITHHELD':
      return 'WITHHELD'
    case 'UNREGISTERED':
      return 'UNREGISTERED'
    case 'REFUSED':
      return 'REFUSED'
    case 'PENDING':
      if (!configured) return 'WAITING_CONFIG'
      return row.attempts > 0 ? 'RETRYING' : 'PENDING'
    default: {
      const never: never = row.status
      throw new Error(`unknown exchange status ${String(never)}`)
    }
  }
}

/** The stored statuses a displayed status filter selects (and whether attempts must be 0 or > 0). */
export function storedFilter(
  status: ExchangeStatus,
  configured: boolean
): { status: StoredStatus; attempts?: 'zero' | 'some' } | null {
  switch (status) {
    case 'SENT':
      return { status: 'SENT' }
    case 'FAILED':
      return { status: 'DEAD' }
    case 'WITHHELD':
      return { status: 'WITHHELD' }
    case 'UNREGISTERED':
      return { status: 'UNREGISTERED' }
    case 'REFUSED':
      return { status: 'REFUSED' }
    case 'WAITING_CONFIG':
      return configured ? null : { status: 'PENDING' }
    case 'PENDING':
      return configured ? { status: 'PENDING', attempts: 'zero' } : null
    case 'RETRYING':
      return configured ? { status: 'PENDING', attempts: 'some' } : null
    default: {
      const never: never = status
      throw new Error(`unknown exchange status ${String(never)}`)
    }
  }
}
