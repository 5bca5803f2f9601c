import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { WaitlistJoinedV1 } from '#events/scheduling/waitlist-joined'
import { checkWaitlistDay, decideOfferAnswer, waitedType } from './waitlist-rules.js'

const zone = 'Asia/Jakarta'
// 2026-11-23 10:00 in Jakarta
const now = DateTime.fromISO('2026-11-23T10:00', { zone }).toJSDate()
const day = (iso: string) => DateTime.fromISO(iso, { zone }).startOf('day')
const slot = (available: boolean) => ({ time: '09:00', scheduledAt: '2026-11-24T02:00:00.000Z', available })

describe('checkWaitlistDay', () => {
  it('admits a bookable day whose every slot is taken or held', () => {
    expect(checkWaitlistDay(day('2026-11-24'), now, [slot(false), slot(false)])).toEqual({ ok: true })
  })

  it('refuses a day with a free slot, a day off, today or earlier, and beyond the horizon', () => {
    expect(checkWaitlistDay(day('2026-11-24'), now, [slot(false), slot(true)])).toMatchObject({
      ok: false,
      status: 422,
      message: 'scheduling.waitlist_day_has_free_slots',
    })
    expect(checkWaitlistDay(day('2026-11-24'), now, [])).toMatchObject({ message: 'scheduling.waitlist_provider_off_duty' })
    expect(checkWaitlistDay(day('2026-11-23'), now, [slot(false)])).toMatchObject({ message: 'scheduling.waitlist_day_passed' })
    expect(checkWaitlistDay(day('2026-11-01'), now, [slot(false)])).toMatchObject({ message: 'scheduling.waitlist_day_passed' })
    expect(checkWaitlistDay(day('2028-01-01'), now, [slot(false)])).toMatchObject({ message: 'scheduling.waitlist_day_too_far' })
  })
})

describe('decideOfferAnswer', () => {
  const offer = { status: 'OFFERED' as const, patientUserId: 'u1', expiresAt: new Date(now.getTime() + 60_000) }

  it('lets the offered patient answer while the hold lasts', () => {
    expect(decideOfferAnswer(offer, 'u1', now)).toEqual({ ok: true })
  })

  it('hides the offer from anyone else (404), whatever its state', () => {
    expect(decideOfferAnswer(offer, 'u2', now)).toMatchObject({ status: 404 })
    expect(decideOfferAnswer({ ...offer, status: 'ACCEPTED' }, 'u2', now)).toMatchObject({ status: 404 })
    expect(decideOfferAnswer(null, 'u1', now)).toMatchObject({ status: 404 })
  })

  it('410 once the hold ended (even before the worker closed it), 409 once answered', () => {
    expect(decideOfferAnswer(offer, 'u1', offer.expiresAt)).toMatchObject({
      status: 410,
      message: 'scheduling.waitlist_offer_expired',
    })
    expect(decideOfferAnswer({ ...offer, status: 'EXPIRED' }, 'u1', now)).toMatchObject({ status: 410 })
    expect(decideOfferAnswer({ ...offer, status: 'ACCEPTED' }, 'u1', now)).toMatchObject({ status: 409 })
    expect(decideOfferAnswer({ ...offer, status: 'DECLINED' }, 'u1', now)).toMatchObject({ status: 409 })
  })
})

describe('waitedType', () => {
  it('books the type the patient waited for', () => {
    expect(waitedType({ type: 'CHAT' })).toBe('CHAT')
    expect(waitedType({ type: 'VIDEO' })).toBe('VIDEO')
  })

  it('reads an entry or a WaitlistJoined from before chat consultations as VIDEO', () => {
    const old = {
      waitlistEntryId: '00000000-0000-4000-8000-000000000001',
      patientId: '00000000-0000-4000-8000-000000000002',
      patientUserId: '00000000-0000-4000-8000-000000000003',
      providerId: '00000000-0000-4000-8000-000000000004',
      providerUserId: '00000000-0000-4000-8000-000000000005',
      date: '2026-11-24',
      joinedAt: '2026-11-23T03:00:00.000Z',
    }
    const parsed = WaitlistJoinedV1.schema.parse(old)
    expect(waitedType(parsed)).toBe('VIDEO')
    expect(waitedType({ type: null })).toBe('VIDEO')
    expect(WaitlistJoinedV1.schema.parse({ ...old, type: 'CHAT' }).type).toBe('CHAT')
    expect(WaitlistJoinedV1.schema.safeParse({ ...old, type: 'PHONE' }).success).toBe(false)
  })
})
