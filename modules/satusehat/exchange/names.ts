/** The event consumer that queues finalised records for SATUSEHAT (records -> fhir-exchange). */
export const EXCHANGE_CONSUMER = 'satusehat.fhir-exchange'

/** Why a record is not sent (last_error of a WITHHELD row). */
export const WITHHELD_REASON = 'Persetujuan pengiriman data ke SATUSEHAT ditarik'

/** Why the fhir export gave no Bundle (last_error of a DEAD row; retrying cannot change it). */
export const RECORD_GONE_REASON = 'Rekam medis tidak ditemukan (ekspor FHIR 404)'
export const RECORD_NOT_FINAL_REASON = 'Rekam medis belum final (ekspor FHIR 409): hanya rekam medis final yang dikirim'
export const BUNDLE_INVALID_REASON = 'Bundle FHIR tidak lolos validasi R4'

/** Why a visit waits (last_error of an UNREGISTERED row): the person is not in SATUSEHAT's index. */
export const PATIENT_UNREGISTERED_REASON = 'Pasien belum terdaftar di SATUSEHAT'
export const PRACTITIONER_UNREGISTERED_REASON = 'Tenaga kesehatan belum terdaftar'
/** Why a visit was not sent (last_error of a REFUSED row): a platform rule checked before sending failed. */
export const RULES_FAILED_REASON = 'Tidak dikirim: aturan SATUSEHAT tidak terpenuhi'
