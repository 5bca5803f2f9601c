/** The event consumer that queues finalised records for SATUSEHAT (records -> fhir-exchange). */
export const EXCHANGE_CONSUMER = 'satusehat.fhir-exchange'

/** Why a record is not sent (last_error of a WITHHELD row). */
export const WITHHELD_REASON = 'Persetujuan pengiriman data ke SATUSEHAT ditarik'
