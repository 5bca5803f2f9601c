import { describe, expect, it } from 'vitest'
import type { NotificationDto } from '../contracts/in-app-notification.js'
import { withheldCounterpart } from './withheld-counterpart.js'

const base = { id: 'n1', link: '/provider/appointments', createdAt: '2026-11-23T02:00:00.000Z', readAt: null }
const facts = { appointmentId: 'a1', scheduledAt: '2026-11-24T02:00:00.000Z', timezone: 'Asia/Jakarta', counterpartName: 'Siti' }

describe('withheldCounterpart (issue 24)', () => {
  it("drops the patient's name and cancel reason from a provider's notification", () => {
    const cancelled = {
      ...base,
      kind: 'APPOINTMENT_CANCELLED',
      params: { ...facts, recipientRole: 'PROVIDER', cancelledBy: 'PATIENT', byMe: false, reason: 'Nyeri dada' },
    } as NotificationDto
    expect(withheldCounterpart(cancelled).params).toMatchObject({ appointmentId: 'a1', counterpartName: null, reason: null })
  })
  it("leaves a patient's own notification alone", () => {
    const booked = { ...base, kind: 'APPOINTMENT_BOOKED', params: { ...facts, recipientRole: 'PATIENT' } } as NotificationDto
    expect(withheldCounterpart(booked)).toBe(booked)
  })
})
