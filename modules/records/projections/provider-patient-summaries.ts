import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer } from '#events/consumer'
import type { EventEnvelope } from '#events/envelope'
import type { AppointmentBooked } from '#events/scheduling/appointment-booked'
import type { AppointmentCancelled } from '#events/scheduling/appointment-cancelled'
import type { SessionEnded } from '#events/scheduling/session-ended'
import type { MedicalRecordCreated } from '#events/records/medical-record-created'
import type { MedicalRecordUpdated } from '#events/records/medical-record-updated'
import { summarise, type SummaryFact } from '../domain/patient-summary.js'

export const PROVIDER_PATIENT_SUMMARIES_CONSUMER = 'records.provider-patient-summaries'

interface Pair {
  providerId: string
  patientId: string
  providerUserId: string
  patientUserId: string
}

/** Makes sure the pair's row exists (demographics arrive with AppointmentBooked). */
async function ensurePair(trx: TransactionClientContract, pair: Pair, position: string) {
  await trx
    .knexQuery()
    .table('rm_provider_patient_summaries')
    .insert({
      provider_id: pair.providerId,
      patient_id: pair.patientId,
      provider_user_id: pair.providerUserId,
      patient_user_id: pair.patientUserId,
      last_position: position,
    })
    .onConflict(['provider_id', 'patient_id'])
    .ignore()
}

/** Folds the pair's facts into its counts and last visit (order-independent, idempotent). */
async function refresh(trx: TransactionClientContract, pair: Pair, position: string) {
  const facts = await trx
    .from('rm_provider_patient_facts')
    .where({ provider_id: pair.providerId, patient_id: pair.patientId })
    .select('kind', 'active', 'visit_at')
  const summary = summarise(facts.map((f): SummaryFact => ({ kind: f.kind, active: f.active, visitAt: f.visit_at })))
  await trx.rawQuery(
    `UPDATE rm_provider_patient_summaries
        SET appointment_count = ?, medical_record_count = ?, last_visit = ?, last_position = GREATEST(last_position, ?)
      WHERE provider_id = ? AND patient_id = ?`,
    // (a null lastVisit binds as SQL NULL; Lucid's binding type just does not say so)
    [summary.appointmentCount, summary.medicalRecordCount, summary.lastVisit as string, position, pair.providerId, pair.patientId]
  )
}

async function upsertFact(
  trx: TransactionClientContract,
  fact: { kind: 'APPOINTMENT' | 'RECORD'; sourceId: string; pair: Pair; active: boolean; visitAt: string | null },
  position: string
) {
  await trx
    .knexQuery()
    .table('rm_provider_patient_facts')
    .insert({
      kind: fact.kind,
      source_id: fact.sourceId,
      provider_id: fact.pair.providerId,
      patient_id: fact.pair.patientId,
      active: fact.active,
      visit_at: fact.visitAt,
      last_position: position,
    })
    .onConflict(['kind', 'source_id'])
    .merge(['active', 'visit_at', 'last_position'])
    // a late, older event never overwrites a newer fact
    .where('rm_provider_patient_facts.last_position', '<', position)
}

const pairOf = (p: { providerId: string; patientId: string; providerUserId: string; patientUserId: string }): Pair => ({
  providerId: p.providerId,
  patientId: p.patientId,
  providerUserId: p.providerUserId,
  patientUserId: p.patientUserId,
})

async function apply(
  trx: TransactionClientContract,
  e: EventEnvelope<any>,
  pair: Pair,
  fact: { kind: 'APPOINTMENT' | 'RECORD'; sourceId: string; active: boolean; visitAt: string | null }
) {
  await ensurePair(trx, pair, e.position)
  await upsertFact(trx, { ...fact, pair }, e.position)
  await refresh(trx, pair, e.position)
}

/**
 * rm_provider_patient_summaries (spec §3 provider-patient summary) per provider x patient:
 * demographics from the booking snapshot, appointmentCount (not cancelled),
 * medicalRecordCount and lastVisit (latest completed appointment or record visit), folded
 * from rm_provider_patient_facts. Fed by scheduling and records events; rebuilt by replay.
 */
export const providerPatientSummariesProjection = defineConsumer({
  name: PROVIDER_PATIENT_SUMMARIES_CONSUMER,
  readModels: ['rm_provider_patient_summaries', 'rm_provider_patient_facts'],
  handlers: {
    async AppointmentBooked(e: EventEnvelope<AppointmentBooked>, trx) {
      const p = e.payload
      const pair = pairOf(p)
      await ensurePair(trx, pair, e.position)
      await trx
        .from('rm_provider_patient_summaries')
        .where({ provider_id: p.providerId, patient_id: p.patientId })
        .where('profile_position', '<', e.position)
        .update({
          full_name: p.patientName,
          medical_record_number: p.patientMedicalRecordNumber,
          dob: p.patientDob,
          gender: p.patientGender,
          contact: p.patientContact,
          profile_position: e.position,
        })
      await apply(trx, e, pair, { kind: 'APPOINTMENT', sourceId: p.appointmentId, active: true, visitAt: null })
    },
    async AppointmentCancelled(e: EventEnvelope<AppointmentCancelled>, trx) {
      const p = e.payload
      await apply(trx, e, pairOf(p), { kind: 'APPOINTMENT', sourceId: p.appointmentId, active: false, visitAt: null })
    },
    async SessionEnded(e: EventEnvelope<SessionEnded>, trx) {
      const p = e.payload
      await apply(trx, e, pairOf(p), { kind: 'APPOINTMENT', sourceId: p.appointmentId, active: true, visitAt: p.scheduledAt })
    },
    async MedicalRecordCreated(e: EventEnvelope<MedicalRecordCreated>, trx) {
      const p = e.payload
      await apply(trx, e, pairOf(p), { kind: 'RECORD', sourceId: p.recordId, active: true, visitAt: p.visitDate })
    },
    async MedicalRecordUpdated(e: EventEnvelope<MedicalRecordUpdated>, trx) {
      const p = e.payload
      await apply(trx, e, pairOf(p), { kind: 'RECORD', sourceId: p.recordId, active: true, visitAt: p.visitDate })
    },
  },
})
