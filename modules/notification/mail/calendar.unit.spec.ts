import { describe, expect, it } from 'vitest'
import { appointmentInvite } from './calendar.js'

const facts = {
  appointmentId: '6f1c2c4e-3b9a-4d5e-8f00-000000000001',
  scheduledAt: '2026-11-23T02:00:00.000Z',
  durationMinutes: 30,
  timezone: 'Asia/Jakarta',
  meetLink: 'https://telerawat.klinik.id/consultation/3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77',
  reason: 'Konsultasi umum',
  complaint: null,
  consultationFee: 75000,
  patientName: 'Siti Aminah',
  providerName: 'Ns. Rahmat',
  providerRole: 'Perawat',
  providerSpecialization: null,
}
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

describe('calendar invite', () => {
  it('a move is a REQUEST with the same UID, a higher SEQUENCE, an organizer and the lead-time alarm', () => {
    const ics = unfold(
      appointmentInvite(
        { ...facts, leadMinutes: 30 },
        'PROVIDER',
        { name: 'Ns. Rahmat', email: 'r@contoh.id' },
        { method: 'REQUEST', sequence: 2 }
      )
    )
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain('UID:6f1c2c4e-3b9a-4d5e-8f00-000000000001@telerawat.id')
    expect(ics).toContain('SEQUENCE:2')
    expect(ics).toContain('STATUS:CONFIRMED')
    expect(ics).toMatch(/ORGANIZER;CN="TeleRawat":mailto:no-reply@telerawat.id/i)
    expect(ics).toContain('TRIGGER:-PT30M')
  })

  it('a cancellation is a CANCEL with STATUS:CANCELLED and no alarm', () => {
    const ics = unfold(appointmentInvite(facts, 'PATIENT', { name: 'Siti', email: 's@contoh.id' }, { method: 'CANCEL', sequence: 1 }))
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain('STATUS:CANCELLED')
    expect(ics).toContain('SEQUENCE:1')
    expect(ics).toContain('UID:6f1c2c4e-3b9a-4d5e-8f00-000000000001@telerawat.id')
    expect(ics).not.toContain('BEGIN:VALARM')
  })

  it('a PUBLISH event in UTC with the link, a stable UID and a 15-minute alarm', () => {
    const ics = appointmentInvite(facts, 'PATIENT', { name: 'Siti Aminah', email: 'siti@contoh.id' })
    const unfolded = ics.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain('BEGIN:VCALENDAR')
    expect(unfolded).toContain('METHOD:PUBLISH')
    expect(unfolded).toContain('UID:6f1c2c4e-3b9a-4d5e-8f00-000000000001@telerawat.id')
    expect(unfolded).toContain('DTSTART:20261123T020000Z')
    expect(unfolded).toMatch(/DURATION:PT30M|DTEND:20261123T023000Z/)
    expect(unfolded).toContain('SUMMARY:Konsultasi TeleRawat dengan Ns. Rahmat')
    expect(unfolded).toContain('LOCATION:https://telerawat.klinik.id/consultation/3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77')
    expect(unfolded).toContain('TRIGGER:-PT15M')
    expect(unfolded).toContain('mailto:siti@contoh.id')
  })
})
