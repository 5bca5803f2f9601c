import { describe, expect, it } from 'vitest'
import { bookingReducer, canAdvance, initialBookingDraft, type BookingDraft } from './booking-wizard'

const minDate = '2026-11-23'

function run(...actions: Parameters<typeof bookingReducer>[1][]): BookingDraft {
  return actions.reduce(bookingReducer, initialBookingDraft)
}

describe('booking wizard', () => {
  it('does not leave step 1 without a provider', () => {
    expect(canAdvance(initialBookingDraft, minDate)).toBe(false)
    expect(run({ type: 'next', minDate }).step).toBe(1)
    expect(run({ type: 'selectProvider', providerId: 'p1' }, { type: 'next', minDate }).step).toBe(2)
  })

  it('needs a date from tomorrow and a time to reach the summary', () => {
    const atStep2 = run({ type: 'selectProvider', providerId: 'p1' }, { type: 'next', minDate })
    expect(bookingReducer(atStep2, { type: 'next', minDate }).step).toBe(2)
    const today = run(
      { type: 'selectProvider', providerId: 'p1' },
      { type: 'next', minDate },
      { type: 'setDate', date: '2026-11-22' },
      { type: 'selectSlot', scheduledAt: '2026-11-22T02:00:00.000Z' },
      { type: 'next', minDate }
    )
    expect(today.step).toBe(2)
    const ok = run(
      { type: 'selectProvider', providerId: 'p1' },
      { type: 'next', minDate },
      { type: 'setDate', date: minDate },
      { type: 'selectSlot', scheduledAt: '2026-11-23T02:00:00.000Z' },
      { type: 'next', minDate }
    )
    expect(ok.step).toBe(3)
    expect(bookingReducer(ok, { type: 'next', minDate }).step).toBe(3) // confirm submits from step 3
  })

  it('drops the chosen time when the date or the provider changes', () => {
    const chosen = run(
      { type: 'selectProvider', providerId: 'p1' },
      { type: 'setDate', date: minDate },
      { type: 'selectSlot', scheduledAt: 'x' }
    )
    expect(bookingReducer(chosen, { type: 'setDate', date: '2026-11-24' }).scheduledAt).toBeNull()
    expect(bookingReducer(chosen, { type: 'selectProvider', providerId: 'p2' }).scheduledAt).toBeNull()
    expect(bookingReducer(chosen, { type: 'selectProvider', providerId: 'p1' }).scheduledAt).toBe('x')
  })

  it('goes back one step, returns to step 2 on a taken slot, and resets', () => {
    const summary: BookingDraft = {
      step: 3,
      providerId: 'p1',
      date: minDate,
      scheduledAt: 'x',
      complaint: 'pusing',
      consultationType: 'VIDEO',
    }
    expect(bookingReducer(summary, { type: 'back' }).step).toBe(2)
    expect(bookingReducer(initialBookingDraft, { type: 'back' }).step).toBe(1)
    expect(bookingReducer(summary, { type: 'slotTaken' })).toEqual({ ...summary, step: 2, scheduledAt: null })
    expect(bookingReducer(summary, { type: 'reset' })).toEqual(initialBookingDraft)
  })
})

describe('booking wizard: consultation type', () => {
  it('starts as VIDEO, keeps a chosen CHAT, and goes back to VIDEO with another provider or a reset', () => {
    expect(initialBookingDraft.consultationType).toBe('VIDEO')
    const chat = run({ type: 'selectProvider', providerId: 'p1' }, { type: 'setConsultationType', consultationType: 'CHAT' })
    expect(chat.consultationType).toBe('CHAT')
    expect(bookingReducer(chat, { type: 'selectProvider', providerId: 'p1' }).consultationType).toBe('CHAT')
    expect(bookingReducer(chat, { type: 'selectProvider', providerId: 'p2' }).consultationType).toBe('VIDEO')
    expect(bookingReducer(chat, { type: 'reset' }).consultationType).toBe('VIDEO')
  })
})
