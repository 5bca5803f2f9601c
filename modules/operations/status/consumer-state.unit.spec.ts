import { describe, expect, it } from 'vitest'
import { consumerState } from './consumer-status.js'
import { deliveryState } from '../events-browser.js'

describe('consumer state', () => {
  it('replaying while a process owns the replay, paused when nobody does, failing with open dead letters, else live', () => {
    expect(consumerState({ replaying: true, replayOwned: true, openDeadLetters: 3 })).toBe('replaying')
    expect(consumerState({ replaying: true, replayOwned: false, openDeadLetters: 0 })).toBe('paused')
    expect(consumerState({ replaying: false, replayOwned: false, openDeadLetters: 1 })).toBe('failing')
    expect(consumerState({ replaying: false, replayOwned: false, openDeadLetters: 0 })).toBe('live')
  })
})

describe('delivery state of one event for one consumer', () => {
  const base = { inInbox: false, position: 10n, rebuiltThrough: 0n }
  it('an open or discarded dead letter decides first', () => {
    expect(deliveryState({ ...base, inInbox: true, deadLetter: 'open' })).toBe('dead-lettered')
    expect(deliveryState({ ...base, inInbox: true, deadLetter: 'discarded' })).toBe('discarded')
  })
  it('applied with an inbox row (a retried letter has one), or when a replay folded it in', () => {
    expect(deliveryState({ ...base, inInbox: true, deadLetter: 'retried' })).toBe('applied')
    expect(deliveryState({ ...base, rebuiltThrough: 10n })).toBe('applied')
  })
  it('pending otherwise', () => {
    expect(deliveryState({ ...base, rebuiltThrough: 9n })).toBe('pending')
  })
})
