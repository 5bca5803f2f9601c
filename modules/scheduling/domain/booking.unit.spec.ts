import { describe, expect, it } from 'vitest'
import type { PatientProfile, ProviderProfile } from '#modules/identity/index'
import { decideBooking, type BookingCommand, type BookingState } from './booking.js'
import type { OfferState } from './waitlist-offer-events.js'

const CLINIC = { zone: 'Asia/Jakarta', clinicSlots: ['09:00', '10:30', '14:00', '15:30', '16:00'] }
// 2030-03-04 is a Monday; 09:00 WIB = 02:00 UTC. "Now" is the Friday before.
const MONDAY_9 = new Date('2030-03-04T02:00:00.000Z')
const NOW = new Date('2030-03-01T05:00:00.000Z')

const patient: PatientProfile = {
  id: '00000000-0000-4000-8000-0000000000b1',
  userId: '00000000-0000-4000-8000-0000000000b2',
  email: 'siti@example.test',
  status: 'ACTIVE',
  fullName: 'Siti Rahma',
  gender: 'P',
  contact: '081234567890',
  dob: '1990-05-01',
  medicalRecordNumber: 'RM-0001',
  address: null,
  occupation: null,
  nik: '3171234567890001',
}
const provider: ProviderProfile = {
  id: '00000000-0000-4000-8000-0000000000c1',
  userId: '00000000-0000-4000-8000-0000000000c2',
  email: 'dr.budi@example.test',
  status: 'ACTIVE',
  displayName: 'dr. Budi',
  providerRole: 'DOCTOR',
  specialization: 'Umum',
  consultationFee: 75_000,
  offersChat: true,
  chatFee: 40_000,
  availableSlots: null,
  verified: true,
  strNumber: null,
  nik: null,
}
const offer: OfferState = {
  id: '00000000-0000-4000-8000-0000000000d1',
  entryId: '00000000-0000-4000-8000-0000000000d2',
  status: 'OFFERED',
  patientId: patient.id,
  patientUserId: patient.userId,
  providerId: provider.id,
  scheduledAt: MONDAY_9,
  expiresAt: new Date(NOW.getTime() + 15 * 60_000),
}

const command = (over: Partial<BookingCommand> = {}): BookingCommand => ({
  actor: { userId: patient.userId, role: 'PATIENT' },
  providerId: provider.id,
  scheduledAt: MONDAY_9,
  appointmentId: '00000000-0000-4000-8000-0000000000a1',
  meetLink: 'https://telerawat.test/consultation/00000000-0000-4000-8000-0000000000a1',
  now: NOW,
  clinic: CLINIC,
  ...over,
})
const state = (over: Partial<BookingState> = {}): BookingState => ({
  patient,
  emailVerified: true,
  missingProfileFields: [],
  provider,
  schedule: { weekly: { 1: ['09:00', '10:30'] }, legacySlots: null, daysOff: [] },
  slotHeld: false,
  slotTaken: false,
  offer: null,
  ...over,
})

const refusals: [string, BookingCommand, BookingState, number, string][] = [
  [
    'someone not a patient',
    command({ actor: { userId: provider.userId, role: 'PROVIDER' } }),
    state(),
    403,
    'scheduling.only_patients_book',
  ],
  ['a patient without a profile', command(), state({ patient: null }), 403, 'scheduling.patient_profile_missing'],
  ['an unverified e-mail', command(), state({ emailVerified: false }), 403, 'identity.email_not_verified'],
  ['an unknown provider', command(), state({ provider: null }), 404, 'scheduling.provider_not_found'],
  ['an unverified provider', command(), state({ provider: { ...provider, verified: false } }), 422, 'scheduling.provider_unverified'],
  ['an inactive provider', command(), state({ provider: { ...provider, status: 'SUSPENDED' } }), 422, 'scheduling.provider_inactive'],
  [
    'chat where the provider offers none',
    command({ type: 'CHAT' }),
    state({ provider: { ...provider, offersChat: false } }),
    422,
    'scheduling.chat_not_offered',
  ],
  ['today', command({ scheduledAt: new Date('2030-03-01T07:00:00.000Z') }), state(), 422, 'scheduling.earliest_tomorrow'],
  [
    'a time outside the clinic hours',
    command({ scheduledAt: new Date('2030-03-04T01:00:00.000Z') }),
    state(),
    422,
    'scheduling.not_a_slot',
  ],
  [
    'a slot the provider does not offer that day',
    command({ scheduledAt: new Date('2030-03-04T07:00:00.000Z') }),
    state(),
    422,
    'scheduling.provider_off_duty',
  ],
  [
    'a day off',
    command(),
    state({ schedule: { weekly: { 1: ['09:00'] }, legacySlots: null, daysOff: [{ date: '2030-03-04', reason: null }] } }),
    422,
    'scheduling.provider_day_off',
  ],
  ['a slot held for another waiting patient', command(), state({ slotHeld: true }), 409, 'scheduling.slot_held'],
  [
    'an offer that is not this patient’s',
    command({ offerId: offer.id }),
    state({ offer: { ...offer, patientUserId: provider.userId } }),
    404,
    'scheduling.waitlist_offer_not_found',
  ],
  [
    'an offer whose hold is over',
    command({ offerId: offer.id }),
    state({ offer: { ...offer, expiresAt: NOW } }),
    410,
    'scheduling.waitlist_offer_expired',
  ],
  [
    'an offer taken already',
    command({ offerId: offer.id }),
    state({ offer: { ...offer, status: 'ACCEPTED' } }),
    409,
    'scheduling.waitlist_offer_already_accepted',
  ],
]

describe('decideBooking refuses', () => {
  it.each(refusals)('%s', (_what, cmd, st, status, message) => {
    expect(decideBooking(cmd, st)).toMatchObject({ ok: false, status, message })
  })

  it('a slot booked already, as the unique index refuses it (409, the same fields)', () => {
    expect(decideBooking(command(), state({ slotTaken: true }))).toEqual({
      ok: false,
      status: 409,
      message: 'scheduling.slot_taken',
      fields: [{ field: 'scheduledAt', message: 'scheduling.slot_taken_field' }],
    })
  })

  // a taken slot is checked last, as the insert found it before: every other refusal keeps its answer
  it.each(refusals)('%s, even when the slot is taken', (_what, cmd, st, status, message) => {
    expect(decideBooking(cmd, { ...st, slotTaken: true })).toMatchObject({ ok: false, status, message })
  })

  it('a booking for another patient profile, naming the field', () => {
    expect(decideBooking(command({ patientId: '00000000-0000-4000-8000-0000000000e1' }), state())).toEqual({
      ok: false,
      status: 403,
      message: 'scheduling.book_only_for_self',
      fields: [{ field: 'patientId', message: 'scheduling.not_your_patient_profile' }],
    })
  })

  it('an incomplete profile, naming each missing field', () => {
    expect(decideBooking(command(), state({ missingProfileFields: ['nik', 'phone'] }))).toEqual({
      ok: false,
      status: 422,
      message: 'scheduling.profile_incomplete',
      fields: [
        { field: 'nik', message: 'scheduling.profile_field_required' },
        { field: 'phone', message: 'scheduling.profile_field_required' },
      ],
    })
  })

  it('a slot not of the clinic, with the slots and zone to show', () => {
    const decision = decideBooking(command({ scheduledAt: new Date('2030-03-04T01:00:00.000Z') }), state())
    expect(decision).toMatchObject({ fields: [{ field: 'scheduledAt', message: 'scheduling.not_a_slot' }], params: { zone: 'WIB' } })
  })
})

describe('decideBooking allows', () => {
  it('a video visit by default, at the consultation fee, with both participants in AppointmentBooked', () => {
    expect(decideBooking(command({ complaint: 'Demam', reason: undefined }), state())).toEqual({
      ok: true,
      offerClosed: null,
      booked: {
        appointmentId: '00000000-0000-4000-8000-0000000000a1',
        status: 'SCHEDULED',
        scheduledAt: '2030-03-04T02:00:00.000Z',
        durationMinutes: 30,
        timezone: 'Asia/Jakarta',
        meetLink: 'https://telerawat.test/consultation/00000000-0000-4000-8000-0000000000a1',
        reason: 'Konsultasi umum',
        complaint: 'Demam',
        paymentMethod: null,
        consultationFee: 75_000,
        patientId: patient.id,
        patientUserId: patient.userId,
        patientName: 'Siti Rahma',
        patientEmail: 'siti@example.test',
        patientGender: 'P',
        patientContact: '081234567890',
        patientDob: '1990-05-01',
        patientMedicalRecordNumber: 'RM-0001',
        providerId: provider.id,
        providerUserId: provider.userId,
        providerName: 'dr. Budi',
        providerEmail: 'dr.budi@example.test',
        providerRole: 'DOCTOR',
        providerSpecialization: 'Umum',
        type: 'VIDEO',
      },
    })
  })

  it('a chat at the chat fee, with the patient’s own reason and payment method', () => {
    const decision = decideBooking(command({ type: 'CHAT', reason: 'Kontrol', paymentMethod: 'QRIS' }), state())
    expect(decision).toMatchObject({
      ok: true,
      booked: { type: 'CHAT', consultationFee: 40_000, reason: 'Kontrol', paymentMethod: 'QRIS' },
    })
  })

  it('its own held slot: the offer closes ACCEPTED with the new appointment', () => {
    const decision = decideBooking(command({ offerId: offer.id }), state({ offer }))
    expect(decision).toMatchObject({
      ok: true,
      offerClosed: {
        offerId: offer.id,
        waitlistEntryId: offer.entryId,
        outcome: 'ACCEPTED',
        patientId: patient.id,
        patientUserId: patient.userId,
        providerId: provider.id,
        scheduledAt: '2030-03-04T02:00:00.000Z',
        appointmentId: '00000000-0000-4000-8000-0000000000a1',
      },
      booked: { appointmentId: '00000000-0000-4000-8000-0000000000a1', type: 'VIDEO' },
    })
  })
})
