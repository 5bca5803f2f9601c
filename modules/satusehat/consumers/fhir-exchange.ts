import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { MedicalRecordCreated } from '#events/records/medical-record-created'
import type { MedicalRecordUpdated } from '#events/records/medical-record-updated'
import type { ConsentWithdrawn } from '#events/consent/consent-withdrawn'
import type { PatientProfileUpdated } from '#events/identity/patient-profile-updated'
import type { ProviderProfileUpdated } from '#events/identity/provider-profile-updated'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { EXCHANGE_CONSUMER, WITHHELD_REASON } from '../exchange/names.js'

type RecordEvent = EventEnvelope<MedicalRecordCreated | MedicalRecordUpdated>

/** A record becomes exchangeable when it is FINAL: created final, or a draft finalised when the session ended. */
export function isFinalisation(event: RecordEvent): boolean {
  if (event.payload.status !== 'FINAL') return false
  return event.type === 'MedicalRecordCreated' || (event.payload as MedicalRecordUpdated).change === 'FINALISED'
}

/** A correction of a FINAL record (sent already: it goes again as an update). */
export function isCorrection(event: RecordEvent): boolean {
  return (
    event.type === 'MedicalRecordUpdated' &&
    event.payload.status === 'FINAL' &&
    (event.payload as MedicalRecordUpdated).change === 'CORRECTED'
  )
}

type ProfileEvent = EventEnvelope<PatientProfileUpdated | ProviderProfileUpdated>

/**
 * records -> fhir-exchange: queues each finalised record once (record_id is unique; the inbox also
 * skips a redelivered event). The worker does the sending outside this transaction, so a FHIR
 * server that is slow or down never holds up the event stream. A correction of a record already
 * sent queues it once more, as an update of the same resources (several corrections before that
 * send make one update). identity -> fhir-exchange: a changed profile retries the visits that wait
 * because that person was not in SATUSEHAT's index (no timer loop).
 */
export function fhirExchangeConsumer(poke: () => void) {
  async function enqueue(event: RecordEvent, trx: TransactionClientContract) {
    if (isCorrection(event)) {
      await trx
        .from('satusehat_exchanges')
        .where({ record_id: event.payload.recordId, status: 'SENT' })
        .update({ status: 'PENDING', resend: true, attempts: 0, next_attempt_at: new Date(), updated_at: new Date() })
      return
    }
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
  /** The person's profile changed: what waits for them in the index is tried again now. */
  async function retryUnregistered(event: ProfileEvent, trx: TransactionClientContract) {
    const patient = event.type === 'PatientProfileUpdated'
    await trx
      .from('satusehat_exchanges')
      .where({ status: 'UNREGISTERED', blocked_on: patient ? 'PATIENT' : 'PRACTITIONER' })
      .where(patient ? 'patient_user_id' : 'provider_user_id', event.payload.userId)
      .update({ status: 'PENDING', blocked_on: null, attempts: 0, next_attempt_at: new Date(), updated_at: new Date() })
  }
  return defineConsumer({
    name: EXCHANGE_CONSUMER,
    handlers: {
      MedicalRecordCreated: enqueue,
      MedicalRecordUpdated: enqueue,
      ConsentWithdrawn: withhold,
      PatientProfileUpdated: retryUnregistered,
      ProviderProfileUpdated: retryUnregistered,
    },
    afterCommitBatch: (events) => {
      if (events.some((e) => e.type.endsWith('ProfileUpdated') || isFinalisation(e as RecordEvent) || isCorrection(e as RecordEvent)))
        poke()
    },
  })
}
