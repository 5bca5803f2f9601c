/** What the FHIR export tells users. */
const id = {
  'fhir.record_not_found': 'Rekam medis tidak ditemukan',
  'fhir.record_not_final':
    'Rekam medis ini belum final: ekspor FHIR tersedia setelah sesi konsultasi selesai dan rekam medis difinalisasi',
}

const en: Record<keyof typeof id, string> = {
  'fhir.record_not_found': 'Medical record not found',
  'fhir.record_not_final':
    'This medical record is not final yet: the FHIR export is available once the session has ended and the record is finalised',
}

export const fhirMessages = { id, en }
