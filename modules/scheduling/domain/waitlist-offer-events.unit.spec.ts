import { describe, expect, it } from 'vitest'
import { decideFreedSlot, offerClosed, slotOffered, type FreedSlotState, type OfferState } from './waitlist-offer-events.js'

const CLINIC = { zone: 'Asia/Jakarta', clinicSlots: ['09:00', '10:30', '14:00', '15:30', '16:00'] }
// Monday 2030-03-04 09:00 WIB; "now" is the Friday before.
const MONDAY_9 = new Date('2030-03-04T02:00:00.000Z')
const NOW = new Date('2030-03-01T05:00:00.000Z')
const provider = {
  id: '00000000-0000-4000-8000-0000000000c1',
  userId: '00000000-0000-4000-8000-0000000000c2',
  displayName: 'dr. Budi',
  verified: true,
  status: 'ACTIVE',
}
const freed = (over: Partial<FreedSlotState> = {}): FreedSlotState => ({
  scheduledAt: MONDAY_9,
  provider,
  schedule: { weekly: { 1: ['09:00', '10:30'] }, legacySlots: null, daysOff: [] },
  takenOrHeld: false,
  ...over,
})
const rules = { now: NOW, clinic: CLINIC }

describe('decideFreedSlot', () => {
  it('offers a slot still bookable and free, to those waiting for its clinic day', () => {
    expect(decideFreedSlot(freed(), rules)).toEqual({ date: '2030-03-04' })
  })

  it.each([
    ['the provider is gone', freed({ provider: null })],
    ['the provider is no longer verified', freed({ provider: { ...provider, verified: false } })],
    ['the provider is suspended', freed({ provider: { ...provider, status: 'SUSPENDED' } })],
    ['the slot is already booked or held', freed({ takenOrHeld: true })],
    ['the slot is today', freed({ scheduledAt: new Date('2030-03-01T07:00:00.000Z') })],
    ['the provider no longer works that slot', freed({ schedule: { weekly: { 1: ['10:30'] }, legacySlots: null, daysOff: [] } })],
    [
      'the provider took the day off',
      freed({ schedule: { weekly: { 1: ['09:00'] }, legacySlots: null, daysOff: [{ date: '2030-03-04', reason: 'Cuti' }] } }),
    ],
  ])('offers nothing when %s', (_why, state) => {
    expect(decideFreedSlot(state, rules)).toBeNull()
  })
})

describe('waitlist offer events', () => {
  const offer = {
    id: '00000000-0000-4000-8000-0000000000d1',
    entryId: '00000000-0000-4000-8000-0000000000d2',
    patientId: '00000000-0000-4000-8000-0000000000b1',
    patientUserId: '00000000-0000-4000-8000-0000000000b2',
    expiresAt: new Date('2030-03-01T05:15:00.000Z'),
  }

  it('WaitlistSlotOffered names the slot, the hold and the patient when known', () => {
    expect(
      slotOffered({ ...freed(), provider }, offer, { fullName: 'Siti Rahma', email: 'siti@example.test' }, 'Asia/Jakarta')
    ).toEqual({
      offerId: offer.id,
      waitlistEntryId: offer.entryId,
      patientId: offer.patientId,
      patientUserId: offer.patientUserId,
      providerId: provider.id,
      providerUserId: provider.userId,
      providerName: 'dr. Budi',
      scheduledAt: '2030-03-04T02:00:00.000Z',
      expiresAt: '2030-03-01T05:15:00.000Z',
      patientName: 'Siti Rahma',
      patientEmail: 'siti@example.test',
      durationMinutes: 30,
      timezone: 'Asia/Jakarta',
    })
    expect(slotOffered({ ...freed(), provider }, offer, null, 'Asia/Jakarta')).not.toHaveProperty('patientEmail')
  })

  it('WaitlistOfferClosed carries the outcome and the appointment an accepted offer became', () => {
    const open: OfferState = { ...offer, status: 'OFFERED', providerId: provider.id, scheduledAt: MONDAY_9 }
    expect(offerClosed(open, 'EXPIRED')).toMatchObject({ outcome: 'EXPIRED', appointmentId: null, waitlistEntryId: offer.entryId })
    expect(offerClosed(open, 'ACCEPTED', '00000000-0000-4000-8000-0000000000a1')).toMatchObject({
      outcome: 'ACCEPTED',
      appointmentId: '00000000-0000-4000-8000-0000000000a1',
      scheduledAt: '2030-03-04T02:00:00.000Z',
    })
  })
})
