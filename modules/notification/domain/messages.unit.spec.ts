import { describe, expect, it } from 'vitest'
import { formatDateId, formatRupiah, formatTimeId, formatTimeRange } from './format.js'
import { composeMail, intakeFormLink, isStale, sendAtFor, type AppointmentFacts } from './messages.js'

const facts: AppointmentFacts = {
  appointmentId: '6f1c2c4e-3b9a-4d5e-8f00-000000000001',
  scheduledAt: '2026-11-23T02:00:00.000Z',
  durationMinutes: 30,
  timezone: 'Asia/Jakarta',
  meetLink: 'https://telerawat.klinik.id/consultation/3f1c2a9e-5b7d-4c11-9a0e-2b8f6d4e1a77',
  reason: 'Kontrol luka',
  complaint: 'Luka <kaki> belum kering',
  consultationFee: 75000,
  patientName: 'Siti Aminah',
  providerName: 'Ns. Rahmat',
  providerRole: 'Perawat',
  providerSpecialization: 'Perawatan Luka',
}

describe('Indonesian formatting', () => {
  it('dates and times in id-ID and the clinic zone; fees as Rp75.000', () => {
    expect(formatTimeId(facts.scheduledAt, 'Asia/Jakarta')).toBe('09.00')
    expect(formatDateId(facts.scheduledAt, 'Asia/Jakarta')).toBe('Senin, 23 November 2026')
    expect(formatTimeRange(facts.scheduledAt, 30, 'Asia/Jakarta')).toBe('09.00–09.30 WIB')
    expect(formatRupiah(75000)).toBe('Rp75.000')
    expect(formatRupiah(1500000)).toBe('Rp1.500.000')
    expect(formatTimeRange(facts.scheduledAt, 30, 'Asia/Makassar')).toBe('10.00–10.30 WITA')
  })
})

describe('e-mails', () => {
  it('confirmation to the patient: details, fee, link, calendar', () => {
    const mail = composeMail('CONFIRMATION', 'PATIENT', facts, 'Siti Aminah')
    expect(mail.subject).toBe('Janji temu dikonfirmasi: Senin, 23 November 2026, 09.00–09.30 WIB')
    expect(mail.content.recipientName).toBe('Siti Aminah')
    expect(mail.content.details).toEqual([
      { label: 'Tenaga kesehatan', value: 'Ns. Rahmat (Perawat, Perawatan Luka)' },
      { label: 'Tanggal', value: 'Senin, 23 November 2026' },
      { label: 'Waktu', value: '09.00–09.30 WIB' },
      { label: 'Keperluan', value: 'Kontrol luka' },
      { label: 'Keluhan', value: 'Luka <kaki> belum kering' },
      { label: 'Biaya konsultasi', value: 'Rp75.000' },
      { label: 'Tautan video', value: facts.meetLink, isLink: true },
    ])
    expect(mail.content.labelWidth).toBe('Biaya konsultasi'.length)
    expect(mail.withCalendar).toBe(true)
  })

  it("the patient's confirmation reminds of the pre-visit intake form with its link; the provider's does not", () => {
    const link = intakeFormLink('https://telerawat.klinik.id/', facts.appointmentId)
    expect(link).toBe(`https://telerawat.klinik.id/patient/formulir-pra-kunjungan/${facts.appointmentId}`)
    const patient = composeMail('CONFIRMATION', 'PATIENT', facts, 'Siti Aminah', link)
    expect(patient.content.intro[1]).toEqual({
      text: 'Bantu tenaga kesehatan bersiap: isi Formulir Pra-Kunjungan sebelum ruang konsultasi dibuka.',
      link,
    })
    expect(composeMail('CONFIRMATION', 'PROVIDER', facts, 'Ns. Rahmat', link).content.intro.some((l) => l.link === link)).toBe(false)
    expect(composeMail('MEETING_LINK', 'PATIENT', facts, 'Siti Aminah', link).content.intro.some((l) => l.link === link)).toBe(false)
  })

  it('confirmation to the provider names the patient', () => {
    const mail = composeMail('CONFIRMATION', 'PROVIDER', facts, 'Ns. Rahmat')
    expect(mail.subject).toContain('Janji temu baru dengan Siti Aminah')
    expect(mail.content.details[0]).toEqual({ label: 'Pasien', value: 'Siti Aminah' })
  })

  it('the meeting-link e-mail, 15 minutes before, without a calendar', () => {
    const mail = composeMail('MEETING_LINK', 'PATIENT', facts, 'Siti Aminah')
    expect(mail.subject).toContain('15 menit lagi')
    expect(mail.content.intro).toContainEqual({ text: 'Bergabunglah melalui tautan berikut:', link: facts.meetLink })
    expect(mail.withCalendar).toBe(false)
    expect(sendAtFor('MEETING_LINK', facts, new Date()).toISOString()).toBe('2026-11-23T01:45:00.000Z')
    const booked = new Date('2026-11-20T10:00:00Z')
    expect(sendAtFor('CONFIRMATION', facts, booked)).toBe(booked)
  })

  it('a reminder is stale once the session is over', () => {
    expect(isStale(facts, new Date('2026-11-23T02:29:00Z'))).toBe(false)
    expect(isStale(facts, new Date('2026-11-23T02:31:00Z'))).toBe(true)
  })
})
