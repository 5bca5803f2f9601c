import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { MedicalRecordCreated } from '#events/records/medical-record-created'
import type { MedicalRecordUpdated } from '#events/records/medical-record-updated'
import type { ConsentWithdrawn } from '#events/consent/consent-withdrawn'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { EXCHANGE_CONSUMER, WITHHELD_REASON } from '../exchange/names.js'

type RecordEvent = EventEnvelope<MedicalRecordCreated | MedicalRecordUpdated>

/** A record becomes exchangeable when it is FINAL: created final, or a draft finalised when the session ended. */
export function isFinalisation(event: RecordEvent): boolean {
  if (event.payload.status !== 'FINAL') return false
  return event.type === 'MedicalRecordCreated' || (event.payload as MedicalRecordUpdated).change === 'FINALISED'
}

/**
 * records -> fhir-exchange: queues each finalised record once (record_id is unique; the inbox also
 * skips a redelivered event). The worker does the sending outside this transaction, so a FHIR
 * server that is slow or down never holds up the event stream. Corrections of a FINAL record are
 * not re-sent (the record was exchanged as finalised).
 */
export function fhirExchangeConsumer(poke: () => void) {
  async function enqueue(event: RecordEvent, trx: TransactionClientContract) {
    if (!isFinalisation(event)) return
    const p = event.payload
    await trx.rawQuery(
      `INSERT INTO satusehat_exchanges
         (record_id, patient_id, patient_user_id, provider_id, provider_user_id, appointment_id, visit_date, source_event_id, source_event)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)
       ON CONFLICT (record_id) DO NOTHING`,
      [
        p.recordId,
        p.patientId,
        p.patientUserId,
        p.providerId,
        p.providerUserId,
        p.appointmentId as string,
        p.visitDate,
        event.id,
        JSON.stringify(event),
      ]
    )
  }
  /** A withdrawal takes effect at once: what still waits for this patient is not sent. */
  async function withhold(event: EventEnvelope<ConsentWithdrawn>, trx: TransactionClientContract) {
    if (event.payload.kind !== 'SATUSEHAT') return
    await trx
      .from('satusehat_exchanges')
      .where({ patient_user_id: event.payload.userId, status: 'PENDING' })
      .update({ status: 'WITHHELD', last_error: WITHHELD_REASON, claim_token: null, claim_expires_at: null, updated_at: new Date() })
  }
  return defineConsumer({
    name: EXCHANGE_CONSUMER,
    handlers: { MedicalRecordCreated: enqueue, MedicalRecordUpdated: enqueue, ConsentWithdrawn: withhold },
    afterCommitBatch: (events) => {
      if (events.some((e) => isFinalisation(e as RecordEvent))) poke()
    },
  })
}
