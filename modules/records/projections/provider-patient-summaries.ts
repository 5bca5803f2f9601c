import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer, readsTypes, type TableResolver } from '#events/consumer'
import { recordset, upsertRows } from '#events/batch-sql'
import { summarise } from '../domain/patient-summary.js'
import { foldSummaryBatch, pairKey, type PairRow } from './provider-patient-summaries-fold.js'

export const PROVIDER_PATIENT_SUMMARIES_CONSUMER = 'records.provider-patient-summaries'

const PAIR_COLUMNS = {
  provider_id: 'uuid',
  patient_id: 'uuid',
  provider_user_id: 'uuid',
  patient_user_id: 'uuid',
  last_position: 'bigint',
}
const FACT_COLUMNS = {
  kind: 'text',
  source_id: 'uuid',
  provider_id: 'uuid',
  patient_id: 'uuid',
  active: 'boolean',
  visit_at: 'timestamptz',
  last_position: 'bigint',
}

/** Recounts every touched pair from its facts (summarise is the one rule) and writes them in one update. */
async function refresh(trx: TransactionClientContract, table: TableResolver, pairs: PairRow[]) {
  const { rows } = await trx.rawQuery(
    `SELECT f.provider_id, f.patient_id, f.kind, f.active, f.visit_at FROM ${table('rm_provider_patient_facts')} f
     JOIN unnest(?::uuid[], ?::uuid[]) AS t(provider_id, patient_id) USING (provider_id, patient_id)`,
    [pairs.map((p) => p.provider_id), pairs.map((p) => p.patient_id)]
  )
  const factsByPair = new Map<string, any[]>()
  for (const f of rows) {
    const key = pairKey(f)
    const list = factsByPair.get(key)
    if (list) list.push(f)
    else factsByPair.set(key, [f])
  }
  const summaries = pairs.map((pair) => {
    const s = summarise((factsByPair.get(pairKey(pair)) ?? []).map((f) => ({ kind: f.kind, active: f.active, visitAt: f.visit_at })))
    return { ...pair, appointment_count: s.appointmentCount, medical_record_count: s.medicalRecordCount, last_visit: s.lastVisit }
  })
  await trx.rawQuery(
    `UPDATE ${table('rm_provider_patient_summaries')} s
        SET appointment_count = r.appointment_count, medical_record_count = r.medical_record_count,
            last_visit = r.last_visit, last_position = GREATEST(s.last_position, r.last_position)
       FROM jsonb_to_recordset(?::jsonb) AS r(provider_id uuid, patient_id uuid, appointment_count int,
            medical_record_count int, last_visit timestamptz, last_position bigint)
      WHERE s.provider_id = r.provider_id AND s.patient_id = r.patient_id`,
    [JSON.stringify(summaries)]
  )
}

/** A patient's changed profile, on every provider's row of that patient (older changes never overwrite newer ones). */
async function updatePatientProfiles(trx: TransactionClientContract, summaries: string, rows: Record<string, unknown>[]) {
  await trx.rawQuery(
    `UPDATE ${summaries} s SET full_name = r.full_name, dob = r.dob, gender = r.gender, contact = r.contact,
            profile_position = r.profile_position
       FROM jsonb_to_recordset(?::jsonb) AS r(patient_id uuid, full_name text, dob text, gender text, contact text,
            profile_position bigint)
      WHERE s.patient_id = r.patient_id AND s.profile_position < r.profile_position`,
    [JSON.stringify(rows)]
  )
}

/**
 * rm_provider_patient_summaries (docs/product.md#provider-patient-summary) per provider x patient:
 * demographics from the booking snapshot, appointmentCount (not cancelled),
 * medicalRecordCount and lastVisit (latest completed appointment or record visit), folded
 * from rm_provider_patient_facts. Fed by scheduling and records events; rebuilt by replay.
 * A batch: pairs inserted, demographics updated, facts upserted, pairs recounted — one
 * statement each.
 */
export const providerPatientSummariesProjection = defineConsumer({
  name: PROVIDER_PATIENT_SUMMARIES_CONSUMER,
  readModels: ['rm_provider_patient_summaries', 'rm_provider_patient_facts'],
  // a profile change finds its patient's rows by patient_id; a recount finds a pair's facts
  replayLookups: ['rm_provider_patient_summaries_by_patient', 'rm_provider_patient_facts_provider_id_patient_id_index'],
  handlers: readsTypes([
    'AppointmentBooked',
    'AppointmentCancelled',
    'SessionEnded',
    'MedicalRecordCreated',
    'MedicalRecordUpdated',
    'PatientProfileUpdated',
  ]),
  async applyBatch(events, trx, table) {
    const { pairs, facts, profiles, patientProfiles } = foldSummaryBatch(events)
    const summaries = table('rm_provider_patient_summaries')
    if (pairs.length === 0 && patientProfiles.length === 0) return
    if (pairs.length === 0) return updatePatientProfiles(trx, summaries, patientProfiles)
    await upsertRows(trx, summaries, PAIR_COLUMNS, ['provider_id', 'patient_id'], pairs, false)
    if (profiles.length > 0) {
      await trx.rawQuery(
        `UPDATE ${summaries} s SET full_name = r.full_name, medical_record_number = r.medical_record_number, dob = r.dob,
                gender = r.gender, contact = r.contact, profile_position = r.profile_position
           FROM jsonb_to_recordset(?::jsonb) AS r(provider_id uuid, patient_id uuid, full_name text, medical_record_number text,
                dob text, gender text, contact text, profile_position bigint)
          WHERE s.provider_id = r.provider_id AND s.patient_id = r.patient_id AND s.profile_position < r.profile_position`,
        [JSON.stringify(profiles)]
      )
    }
    const factTable = table('rm_provider_patient_facts')
    await trx.rawQuery(
      `INSERT INTO ${factTable} AS f (kind, source_id, provider_id, patient_id, active, visit_at, last_position)
       SELECT kind, source_id, provider_id, patient_id, active, visit_at, last_position
         FROM ${recordset(FACT_COLUMNS)}
       ON CONFLICT (kind, source_id) DO UPDATE SET active = EXCLUDED.active, visit_at = EXCLUDED.visit_at, last_position = EXCLUDED.last_position
       WHERE f.last_position < EXCLUDED.last_position`,
      [JSON.stringify(facts)]
    )
    await refresh(trx, table, pairs)
    // after the pairs' own rows: a change newer than a booking in the same batch wins
    if (patientProfiles.length > 0) await updatePatientProfiles(trx, summaries, patientProfiles)
  },
})
