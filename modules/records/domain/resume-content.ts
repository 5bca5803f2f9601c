import { zoneLabel } from '#modules/kernel/index'
import type { MedicalRecordDto } from '../contracts/medical-record-dto.js'
import type { RecordCoding } from '../contracts/record-coding.js'
import type { VitalSigns } from '../contracts/vital-signs.js'

/**
 * The content of a "Resume Medis" (a one-visit summary the patient may download; Permenkes
 * 24/2022 art. 26: the patient's right to the content of their record), in Indonesian. Pure: the
 * PDF layout (resume/resume-pdf.ts) only places what this returns.
 */

export interface ResumePatient {
  fullName: string
  medicalRecordNumber: string | null
  nik: string | null
  dob: string | null
  gender: string | null
}

export type ResumeRecord = MedicalRecordDto & { coding?: RecordCoding | null }

export interface ResumeSection {
  title: string
  /** label/value lines (a table) */
  rows?: Array<[string, string]>
  /** a bulleted list */
  items?: string[]
  /** free text */
  text?: string
}

export interface ResumeContent {
  title: string
  clinic: { name: string; subtitle: string }
  identity: Array<[string, string]>
  visit: Array<[string, string]>
  sections: ResumeSection[]
  signature: { placeDate: string; name: string; role: string }
  footer: string
}

const DASH = '–'

/** NIK shown with its first 4 and last 2 digits only (UU 27/2022: minimal disclosure on paper). */
export function maskNik(nik: string | null): string {
  if (!nik) return DASH
  if (nik.length <= 6) return '*'.repeat(nik.length)
  return nik.slice(0, 4) + '*'.repeat(nik.length - 6) + nik.slice(-2)
}

/** "Senin, 23 November 2026" in the clinic's zone. */
export function longDate(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('id-ID', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso)
  )
}

/** "14.30 WIB" in the clinic's zone. */
export function clockTime(iso: string, zone: string): string {
  const time = new Intl.DateTimeFormat('id-ID', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso)
  )
  return `${time} ${zoneLabel(zone)}`
}

/** A calendar date 'YYYY-MM-DD' as "5 Maret 1990" (no zone: a date of birth is a day, not an instant). */
export function calendarDate(day: string | null): string {
  if (!day) return DASH
  const [y, m, d] = day.split('-').map(Number)
  return new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d))
  )
}

const number = (n: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(n)

export function vitalSignRows(v: VitalSigns | null): Array<[string, string]> {
  if (!v) return []
  const rows: Array<[string, string | null]> = [
    ['Tekanan darah', v.bloodPressure ? `${v.bloodPressure} mmHg` : null],
    ['Nadi', v.pulse !== null ? `${number(v.pulse)} x/menit` : null],
    ['Suhu', v.temperature !== null ? `${number(v.temperature)} °C` : null],
    ['Frekuensi napas', v.respiration !== null ? `${number(v.respiration)} x/menit` : null],
    ['Berat badan', v.weight !== null ? `${number(v.weight)} kg` : null],
    ['Tinggi badan', v.height !== null ? `${number(v.height)} cm` : null],
  ]
  return rows.filter((r): r is [string, string] => r[1] !== null)
}

const EXPECTATION: Record<string, string> = { MENINGKAT: 'meningkat', MENURUN: 'menurun', MEMBAIK: 'membaik' }
const coded = (c: { code: string; display: string }) => `${c.code} — ${c.display}`
const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null)

function diagnosisSection(record: ResumeRecord): ResumeSection {
  const coding = record.coding ?? null
  const rows: Array<[string, string]> = []
  if (coding?.primaryDiagnosis) rows.push(['Diagnosis utama (ICD-10)', coded(coding.primaryDiagnosis)])
  if (text(record.primaryDiagnosis))
    rows.push([coding?.primaryDiagnosis ? 'Keterangan' : 'Diagnosis utama', text(record.primaryDiagnosis)!])
  for (const d of coding?.secondaryDiagnoses ?? []) rows.push(['Diagnosis sekunder (ICD-10)', coded(d)])
  if (text(record.secondaryDiagnosis)) rows.push(['Diagnosis sekunder', text(record.secondaryDiagnosis)!])
  return { title: 'Diagnosis', rows: rows.length ? rows : [['Diagnosis', DASH]] }
}

function nursingSection(record: ResumeRecord): ResumeSection | null {
  const coding = record.coding ?? null
  const rows: Array<[string, string]> = []
  if (coding?.nursingDiagnosis) rows.push(['Diagnosis keperawatan (SDKI)', coded(coding.nursingDiagnosis)])
  if (text(record.nursingDiagnosis))
    rows.push([coding?.nursingDiagnosis ? 'Keterangan' : 'Diagnosis keperawatan', text(record.nursingDiagnosis)!])
  for (const o of coding?.nursingOutcomes ?? []) {
    const target = o.targetScore !== null ? `, target skor ${o.targetScore}` : ''
    rows.push(['Luaran (SLKI)', `${coded(o)} (ekspektasi ${EXPECTATION[o.expectation] ?? o.expectation}${target})`])
  }
  for (const i of coding?.nursingInterventions ?? []) rows.push(['Intervensi (SIKI)', coded(i)])
  return rows.length ? { title: 'Proses keperawatan', rows } : null
}

export interface ResumeInput {
  record: ResumeRecord
  patient: ResumePatient
  clinicName: string
  zone: string
  generatedAt: Date
}

export function resumeContent({ record, patient, clinicName, zone, generatedAt }: ResumeInput): ResumeContent {
  const anamnesis: Array<[string, string]> = (
    [
      ['Keluhan utama', record.chiefComplaint],
      ['Riwayat penyakit sekarang', record.historyOfPresentIllness],
      ['Riwayat penyakit dahulu', record.pastMedicalHistory],
      ['Riwayat alergi', record.allergyHistory],
    ] as Array<[string, string | null]>
  )
    .map(([label, value]) => [label, text(value)] as [string, string | null])
    .filter((r): r is [string, string] => r[1] !== null)
  const exam: Array<[string, string]> = (
    [
      ['Pemeriksaan fisik', record.physicalExamFindings],
      ['Pemeriksaan penunjang', record.diagnosticTests],
    ] as Array<[string, string | null]>
  )
    .map(([label, value]) => [label, text(value)] as [string, string | null])
    .filter((r): r is [string, string] => r[1] !== null)
  const vitals = vitalSignRows(record.vitalSigns)
  const nursing = nursingSection(record)
  const sections: ResumeSection[] = [
    ...(anamnesis.length ? [{ title: 'Anamnesis', rows: anamnesis }] : []),
    { title: 'Tanda vital', rows: vitals.length ? vitals : [['Tanda vital', 'Tidak diukur']] },
    ...(exam.length ? [{ title: 'Pemeriksaan', rows: exam }] : []),
    diagnosisSection(record),
    ...(nursing ? [nursing] : []),
    { title: 'Tindakan', text: text(record.medicalActions) ?? DASH },
    { title: 'Terapi', text: text(record.prescribedTherapy) ?? DASH },
    { title: 'Edukasi pasien', text: text(record.patientEducation) ?? DASH },
    ...(text(record.notes) ? [{ title: 'Catatan', text: text(record.notes)! }] : []),
  ]
  return {
    title: 'RESUME MEDIS',
    clinic: { name: clinicName, subtitle: 'Layanan telehealth dan telenursing' },
    identity: [
      ['Nama pasien', patient.fullName],
      ['No. rekam medis', patient.medicalRecordNumber ?? DASH],
      ['NIK', maskNik(patient.nik)],
      ['Tanggal lahir', calendarDate(patient.dob)],
      ['Jenis kelamin', patient.gender ?? DASH],
    ],
    visit: [
      ['Tanggal kunjungan', longDate(record.visitDate, zone)],
      ['Waktu', clockTime(record.visitDate, zone)],
      ['Jenis layanan', text(record.serviceType) ?? 'Konsultasi telehealth'],
      ['Tenaga kesehatan', `${record.provider.displayName} (${record.provider.providerRole})`],
    ],
    sections,
    signature: {
      placeDate: `Dicetak ${longDate(generatedAt.toISOString(), zone)}, ${clockTime(generatedAt.toISOString(), zone)}`,
      name: record.provider.displayName,
      role: record.provider.providerRole,
    },
    footer: `Dokumen ini dibuat secara elektronik dari rekam medis ${clinicName} (Permenkes 24/2022). Rahasia: hanya untuk pasien yang bersangkutan.`,
  }
}
