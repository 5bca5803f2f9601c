import { describe, expect, it } from 'vitest'
import { planReminderBatch, usersOf, type Contact } from './reminder-batch.js'

const PATIENT = '11111111-1111-4111-8111-111111111111'
const PROVIDER = '22222222-2222-4222-8222-222222222222'
const APPT = '33333333-3333-4333-8333-333333333333'
const event = (type: string, position: number, payload: Record<string, unknown>) => ({
  id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type,
  version: 1,
  aggregateType: 'x',
  aggregateId: 'x',
  payload,
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: '2026-01-05T01:00:00.000Z',
  position: String(position),
})
const booked = (position: number, appointmentId = APPT) =>
  event('AppointmentBooked', position, {
    appointmentId,
    scheduledAt: '2026-01-06T02:00:00.000Z',
    durationMinutes: 30,
    timezone: 'Asia/Jakarta',
    meetLink: 'https://telerawat.klinik.id/consultation/3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77',
    reason: 'Kontrol',
    complaint: null,
    consultationFee: 75000,
    patientUserId: PATIENT,
    patientName: 'Siti',
    patientEmail: 'siti@contoh.id',
    providerUserId: PROVIDER,
    providerName: 'Dr. Budi',
    providerEmail: 'budi@contoh.id',
    providerRole: 'DOCTOR',
    providerSpecialization: null,
  })
const emailChanged = (position: number, email: string) => event('UserEmailChanged', position, { userId: PATIENT, email })
const emailsOf = (rows: any[]) => rows.map((r) => `${r.kind}:${r.recipient_role}:${r.recipient_email}`)

describe('planReminderBatch (same outcome as one event at a time)', () => {
  it('a booking gives a confirmation and a meeting link to each participant; a redelivered booking adds nothing', () => {
    const plan = planReminderBatch([booked(10), booked(10)], new Map())
    expect(emailsOf(plan.rows)).toEqual([
      'CONFIRMATION:PATIENT:siti@contoh.id',
      'MEETING_LINK:PATIENT:siti@contoh.id',
      'CONFIRMATION:PROVIDER:budi@contoh.id',
      'MEETING_LINK:PROVIDER:budi@contoh.id',
    ])
    expect(plan.rows[1]).toMatchObject({ send_at: '2026-01-06T01:45:00.000Z', event_position: '10' })
  })

  it('a stored contact newer than the booking wins; an older one does not', () => {
    const newer = new Map<string, Contact>([[PATIENT, { email: 'baru@contoh.id', last_position: '11' }]])
    const older = new Map<string, Contact>([[PATIENT, { email: 'lama@contoh.id', last_position: '9' }]])
    expect(emailsOf(planReminderBatch([booked(10)], newer).rows)[0]).toBe('CONFIRMATION:PATIENT:baru@contoh.id')
    expect(emailsOf(planReminderBatch([booked(10)], older).rows)[0]).toBe('CONFIRMATION:PATIENT:siti@contoh.id')
  })

  it('only the latest change per user is kept, and cancellations keep the first reason', () => {
    const plan = planReminderBatch(
      [
        booked(10),
        emailChanged(11, 'a@contoh.id'),
        emailChanged(12, 'b@contoh.id'),
        event('SessionEnded', 13, { appointmentId: APPT }),
      ],
      new Map()
    )
    expect(plan.contacts).toEqual([{ user_id: PATIENT, email: 'b@contoh.id', position: '12' }])
    expect(plan.cancelled).toEqual([{ appointment_id: APPT, reason: 'dibatalkan oleh SessionEnded' }])
    expect(usersOf([booked(10), emailChanged(11, 'a@contoh.id')]).sort()).toEqual([PATIENT, PROVIDER])
  })
})
