/** The event consumer that queues finalised records for SATUSEHAT (records -> fhir-exchange). */
export const EXCHANGE_CONSUMER = 'satusehat.fhir-exchange'
