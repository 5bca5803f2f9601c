import type { RecordCoding } from '#modules/records/index'
import type { FhirExportConfig } from './systems.js'
import type { VisitExportInput } from './types.js'

/** Shapes of visits the unit specs build Bundles of (pure data, no database). */
export const CONFIG: FhirExportConfig = {
  organizationId: '10000004',
  practitionerIdentifierSystem: 'https://klinik.example.id/fhir/sid/str',
  sdkiSystem: 'https://klinik.example.id/fhir/CodeSystem/sdki',
  slkiSystem: 'https://klinik.example.id/fhir/CodeSystem/slki',
  sikiSystem: 'https://klinik.example.id/fhir/CodeSystem/siki',
}

export const ALL_VITALS = { bloodPressure: '120/80', pulse: 88, temperature: 38.2, respiration: 20, weight: 58, height: 160 }
export const NO_VITALS = { bloodPressure: null, pulse: null, temperature: null, respiration: null, weight: null, height: null }

export const EMPTY_CODING: RecordCoding = {
  primaryDiagnosis: null,
  secondaryDiagnoses: [],
  nursingDiagnosis: null,
  nursingOutcomes: [],
  nursingInterventions: [],
}

export const NURSING_CODING: RecordCoding = {
  primaryDiagnosis: { system: 'icd10', code: 'J18.9', display: 'Pneumonia, tidak spesifik' },
  secondaryDiagnoses: [
    { system: 'icd10', code: 'J45.9', display: 'Asma, tidak spesifik' },
    { system: 'icd10', code: 'I10', display: 'Hipertensi esensial (primer)' },
  ],
  nursingDiagnosis: { system: 'sdki', code: 'D.0001', display: 'Bersihan Jalan Napas Tidak Efektif' },
  nursingOutcomes: [
    { system: 'slki', code: 'L.01001', display: 'Bersihan Jalan Napas', expectation: 'MENINGKAT', targetScore: 5 },
    { system: 'slki', code: 'L.01004', display: 'Pola Napas', expectation: 'MEMBAIK', targetScore: null },
  ],
  nursingInterventions: [
    { system: 'siki', code: 'I.01006', display: 'Latihan Batuk Efektif' },
    { system: 'siki', code: 'I.01011', display: 'Manajemen Jalan Napas' },
    { system: 'siki', code: 'I.01014', display: 'Pemantauan Respirasi' },
  ],
}

export function visit(
  overrides: Partial<VisitExportInput['record']> = {},
  session: VisitExportInput['session'] = null
): VisitExportInput {
  return {
    record: {
      id: '0b7a6a32-4a43-4a4e-9a39-3f0f4b3b2a11',
      visitDate: '2026-03-02T02:00:00.000Z',
      vitalSigns: ALL_VITALS,
      coding: NURSING_CODING,
      ...overrides,
    },
    patient: {
      id: 'a1d3c1de-8f51-4e0e-9f6b-7c2d0b0e5a01',
      fullName: 'Budi Santoso',
      nik: '3174011204880001',
      gender: 'Laki-laki',
      dob: '1988-04-12',
      medicalRecordNumber: 'RM-000123',
    },
    practitioner: {
      id: 'c9f1a0b2-1111-4c2d-8e3f-5a6b7c8d9e01',
      displayName: 'Ns. Ani Lestari',
      strNumber: '3171000000000001',
      role: 'Perawat',
    },
    session,
  }
}
