import i18next, { type TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { en } from '@/i18n/locales/en'
import { id } from '@/i18n/locales/id'
import type { NotificationItem } from '@/api/openapi'
import { formatWhen, notificationText, relativeTime } from './notification-text'

let tId: TFunction
let tEn: TFunction

beforeAll(async () => {
  const i18n = i18next.createInstance()
  await i18n.init({
    resources: { id: { translation: id }, en: { translation: en } },
    lng: 'id',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  })
  tId = i18n.getFixedT('id')
  tEn = i18n.getFixedT('en')
})

const base = { id: 'x', link: '/patient', createdAt: '2026-11-23T03:00:00.000Z', readAt: null }
const appointment = {
  appointmentId: 'a',
  scheduledAt: '2026-11-25T02:00:00.000Z',
  timezone: 'Asia/Jakarta',
  recipientRole: 'PATIENT' as const,
  counterpartName: 'Ns. Rahmat',
}

describe('notification texts', () => {
  it('a booking, in Indonesian and English, time in the clinic zone', () => {
    const n: NotificationItem = { ...base, kind: 'APPOINTMENT_BOOKED', params: appointment }
    const idText = notificationText(n, tId, 'id')
    expect(idText.title).toBe('Janji temu terjadwal')
    expect(idText.body).toContain('Ns. Rahmat')
    expect(idText.body).toContain('09.00')
    expect(notificationText(n, tEn, 'en').body).toMatch(/^Your appointment with Ns\. Rahmat on 25 Nov 2026/)
  })

  it('a cancellation by the other side with its reason; a missing name falls back to the role', () => {
    const n: NotificationItem = {
      ...base,
      kind: 'APPOINTMENT_CANCELLED',
      params: { ...appointment, counterpartName: null, cancelledBy: 'PROVIDER', byMe: false, reason: 'Sakit' },
    }
    expect(notificationText(n, tId, 'id').body).toMatch(/^tenaga kesehatan membatalkan janji temu pada .* Alasan: Sakit$/)
  })

  it('a move by me names both times', () => {
    const n: NotificationItem = {
      ...base,
      kind: 'APPOINTMENT_RESCHEDULED',
      params: { ...appointment, fromScheduledAt: '2026-11-24T02:00:00.000Z', byMe: true },
    }
    const body = notificationText(n, tId, 'id').body
    expect(body).toContain(formatWhen('2026-11-24T02:00:00.000Z', 'id', 'Asia/Jakarta'))
    expect(body).toContain(formatWhen('2026-11-25T02:00:00.000Z', 'id', 'Asia/Jakarta'))
    expect(body.startsWith('Anda memindahkan')).toBe(true)
  })

  it('relative time in id-ID', () => {
    const now = new Date('2026-11-23T03:10:00.000Z')
    expect(relativeTime('2026-11-23T03:05:00.000Z', 'id', now)).toBe('5 menit yang lalu')
    expect(relativeTime('2026-11-23T03:09:50.000Z', 'id', now)).toBe('sekarang')
    expect(relativeTime('2026-11-22T03:10:00.000Z', 'id', now)).toBe('kemarin')
    expect(relativeTime('2026-11-23T01:10:00.000Z', 'en', now)).toBe('2 hours ago')
  })
})
