import { describe, expect, it } from 'vitest'
import { isWithdrawable, messagesPath } from './withdrawable'

describe('isWithdrawable', () => {
  const sentAt = '2026-11-27T10:00:00.000Z'
  const at = (minutes: number) => new Date(sentAt).getTime() + minutes * 60_000
  it('the sender, up to 5 minutes after sending', () => {
    expect(isWithdrawable({ mine: true, withdrawn: false, sentAt }, at(5))).toBe(true)
    expect(isWithdrawable({ mine: true, withdrawn: false, sentAt }, at(5.01))).toBe(false)
  })
  it('never the other side, never twice', () => {
    expect(isWithdrawable({ mine: false, withdrawn: false, sentAt }, at(1))).toBe(false)
    expect(isWithdrawable({ mine: true, withdrawn: true, sentAt }, at(1))).toBe(false)
  })
  it('each role has its page', () => {
    expect(messagesPath('PATIENT', 'x')).toBe('/patient/pesan/x')
    expect(messagesPath('PROVIDER')).toBe('/provider/pesan')
  })
})
