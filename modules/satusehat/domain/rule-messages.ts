import type { RuleId } from './platform-rules.js'

/** What each platform rule asks, in Indonesian (the queue and the record detail show it). */
const RULE_MESSAGES: Record<RuleId, string> = {
  encounterRequired:
    'Encounter kurang elemen wajib (identifier, status, class, classHistory, subject, participant, period, serviceProvider)',
  statusHistory: 'Encounter.statusHistory wajib memuat arrived, in-progress dan finished',
  ihsReference: 'Pasien dan tenaga kesehatan dirujuk dengan nomor IHS: Patient/<ihs>, Practitioner/<ihs>',
  location: 'Encounter.location wajib: Location yang terdaftar di SATUSEHAT',
  oneOrganization: 'Semua identifier dan serviceProvider memakai satu organisasi: organisasi klien SATUSEHAT',
  codeSystem: 'Sistem kode tidak dikenal SATUSEHAT (hanya ICD-10, ICD-9-CM, LOINC, SNOMED CT, UCUM dan HL7)',
  utcTime: 'Waktu ditulis dalam UTC +00:00 dan tidak sebelum 3 Juni 2014',
  peopleNotWritten: 'Patient dan Practitioner tidak dikirim: SATUSEHAT mencarinya di indeks nasional dengan NIK',
}

export const ruleMessage = (rule: string): string => RULE_MESSAGES[rule as RuleId] ?? rule
