import { describe, expect, it } from 'vitest'
import { calendarDate, clockTime, longDate, maskNik, resumeContent, type ResumeRecord } from './resume-content.js'

const record = {
  id: 'r1',
  visitDate: '2026-11-20T17:30:00.000Z',
  serviceType: null,
  chiefComplaint: 'Nyeri kepala',
  historyOfPresentIllness: null,
  pastMedicalHistory: null,
  allergyHistory: null,
  vitalSigns: { bloodPressure: '150/95', pulse: 90, temperature: 36.5, respiration: null, weight: null, height: null },
  physicalExamFindings: null,
  primaryDiagnosis: 'tekanan darah tinggi',
  secondaryDiagnosis: null,
  nursingDiagnosis: null,
  diagnosticTests: null,
  medicalActions: null,
  prescribedTherapy: 'Amlodipin 1x5 mg',
  patientEducation: null,
  notes: null,
  provider: { id: 'p', displayName: 'Ns. Rahmat', providerRole: 'Perawat' },
  coding: {
    primaryDiagnosis: { system: 'icd10', code: 'I10', display: 'Hipertensi esensial (primer)' },
    secondaryDiagnoses: [],
    nursingDiagnosis: { system: 'sdki', code: 'D.0077', display: 'Nyeri akut' },
    nursingOutcomes: [{ system: 'slki', code: 'L.08066', display: 'Tingkat nyeri', expectation: 'MENURUN', targetScore: 4 }],
    nursingInterventions: [{ system: 'siki', code: 'I.08238', display: 'Manajemen nyeri' }],
  },
} as unknown as ResumeRecord

const patient = { fullName: 'Siti', medicalRecordNumber: 'RM-000001', nik: '3174054101900002', dob: '1990-01-01', gender: 'Perempuan' }

describe('Resume Medis content', () => {
  it('masks the NIK but its first 4 and last 2 digits', () => {
    expect(maskNik('3174054101900002')).toBe('3174**********02')
    expect(maskNik(null)).toBe('–')
  })

  it('writes dates and times in Indonesian, in the clinic zone', () => {
    // 17:30 UTC is 00:30 the next day in Jakarta, 02:30 in Jayapura
    expect(longDate('2026-11-20T17:30:00.000Z', 'Asia/Jakarta')).toBe('Sabtu, 21 November 2026')
    expect(clockTime('2026-11-20T17:30:00.000Z', 'Asia/Jakarta')).toBe('00.30 WIB')
    expect(clockTime('2026-11-20T17:30:00.000Z', 'Asia/Jayapura')).toBe('02.30 WIT')
    expect(calendarDate('1990-03-05')).toBe('5 Maret 1990')
  })

  it('shows codes with their names beside the free text, and the nursing process', () => {
    const content = resumeContent({
      record,
      patient,
      clinicName: 'TeleRawat',
      zone: 'Asia/Jakarta',
      generatedAt: new Date('2026-11-21T01:00:00Z'),
    })
    const diagnosis = content.sections.find((s) => s.title === 'Diagnosis')!
    expect(diagnosis.rows).toEqual([
      ['Diagnosis utama (ICD-10)', 'I10 — Hipertensi esensial (primer)'],
      ['Keterangan', 'tekanan darah tinggi'],
    ])
    const nursing = content.sections.find((s) => s.title === 'Proses keperawatan')!
    expect(nursing.rows).toEqual([
      ['Diagnosis keperawatan (SDKI)', 'D.0077 — Nyeri akut'],
      ['Luaran (SLKI)', 'L.08066 — Tingkat nyeri (ekspektasi menurun, target skor 4)'],
      ['Intervensi (SIKI)', 'I.08238 — Manajemen nyeri'],
    ])
    expect(content.sections.find((s) => s.title === 'Tanda vital')!.rows).toEqual([
      ['Tekanan darah', '150/95 mmHg'],
      ['Nadi', '90 x/menit'],
      ['Suhu', '36,5 °C'],
    ])
    expect(content.identity).toContainEqual(['NIK', '3174**********02'])
    expect(content.visit).toContainEqual(['Tanggal kunjungan', 'Sabtu, 21 November 2026'])
    expect(content.signature).toMatchObject({ name: 'Ns. Rahmat', role: 'Perawat' })
  })

  it('an old free-text record (no coding) still makes a resume', () => {
    const content = resumeContent({
      record: { ...record, coding: null },
      patient: { ...patient, nik: null },
      clinicName: 'TeleRawat',
      zone: 'Asia/Jakarta',
      generatedAt: new Date(),
    })
    expect(content.sections.find((s) => s.title === 'Diagnosis')!.rows).toEqual([['Diagnosis utama', 'tekanan darah tinggi']])
    expect(content.sections.some((s) => s.title === 'Proses keperawatan')).toBe(false)
  })
})
