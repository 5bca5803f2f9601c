import { describe, expect, it } from 'vitest'
import { AppointmentBookedV1 } from '#events/scheduling/appointment-booked'
import { bookedType, decideAppointmentType } from './appointment-type.js'

const videoOnly = { consultationFee: 150_000, offersChat: false, chatFee: 0 }
const offersChat = { consultationFee: 150_000, offersChat: true, chatFee: 50_000 }

describe('appointment type rule', () => {
  it('a booking without a type is a video visit at the video fee', () => {
    expect(decideAppointmentType(undefined, videoOnly)).toEqual({ ok: true, type: 'VIDEO', fee: 150_000 })
    expect(decideAppointmentType(undefined, offersChat)).toEqual({ ok: true, type: 'VIDEO', fee: 150_000 })
  })

  it('CHAT with a provider who offers it costs the chat fee', () => {
    expect(decideAppointmentType('CHAT', offersChat)).toEqual({ ok: true, type: 'CHAT', fee: 50_000 })
    expect(decideAppointmentType('VIDEO', offersChat)).toEqual({ ok: true, type: 'VIDEO', fee: 150_000 })
  })

  it('CHAT with a provider who does not offer it is refused, naming the field', () => {
    expect(decideAppointmentType('CHAT', videoOnly)).toEqual({
      ok: false,
      status: 422,
      field: 'type',
      message: 'scheduling.chat_not_offered',
    })
  })
})

describe('AppointmentBooked type (additive)', () => {
  const booked = {
    appointmentId: '00000000-0000-4000-8000-000000000001',
    status: 'SCHEDULED',
    scheduledAt: '2030-01-02T02:00:00.000Z',
    durationMinutes: 30,
    timezone: 'Asia/Jakarta',
    meetLink: 'https://example.test/consultation/1',
    reason: 'Konsultasi umum',
    complaint: null,
    paymentMethod: null,
    consultationFee: 150_000,
    createdAt: '2030-01-01T00:00:00.000Z',
    patientId: '00000000-0000-4000-8000-000000000002',
    patientUserId: '00000000-0000-4000-8000-000000000003',
    patientName: 'Siti',
    patientEmail: 'siti@example.test',
    patientGender: null,
    patientContact: null,
    patientDob: null,
    patientMedicalRecordNumber: null,
    providerId: '00000000-0000-4000-8000-000000000004',
    providerUserId: '00000000-0000-4000-8000-000000000005',
    providerName: 'dr. Budi',
    providerEmail: 'budi@example.test',
    providerRole: 'DOCTOR',
    providerSpecialization: null,
  }

  it('an old event without a type still validates and reads as VIDEO', () => {
    const parsed = AppointmentBookedV1.schema.parse(booked)
    expect(parsed.type).toBeUndefined()
    expect(bookedType(parsed)).toBe('VIDEO')
  })

  it('a new event carries its type; an unknown type is refused', () => {
    expect(bookedType(AppointmentBookedV1.schema.parse({ ...booked, type: 'CHAT' }))).toBe('CHAT')
    expect(AppointmentBookedV1.schema.safeParse({ ...booked, type: 'PHONE' }).success).toBe(false)
  })
})
