import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineConsumer, liveTables, readsTypes, type TableResolver } from '#events/consumer'
import { announceReadModelChange } from '#events/read-model-changes'
import { recordset } from '#events/batch-sql'
import { foldSummaryBatch, type FactRow, type PairWithProfile } from './provider-patient-summaries-fold.js'

export const PROVIDER_PATIENT_SUMMARIES_CONSUMER = 'records.provider-patient-summaries'

const FACT_COLUMNS = {
  kind: 'text',
  source_id: 'uuid',
  provider_id: 'uuid',
  patient_id: 'uuid',
  active: 'boolean',
  visit_at: 'timestamptz',
  last_position: 'bigint',
}

/**
 * The batch's pairs, each with the demographics of its newest booking in the batch (if any): new
 * pairs inserted, known pairs take the demographics only when newer than theirs — one statement.
 */
async function upsertPairs(trx: TransactionClientContract, summaries: string, pairs: PairWithProfile[]) {
  await trx.rawQuery(
    `INSERT INTO ${summaries} AS s (provider_id, patient_id, provider_user_id, patient_user_id, last_position, full_name,
            medical_record_number, dob, gender, contact, profile_position)
     SELECT provider_id, patient_id, provider_user_id, patient_user_id, last_position, full_name,
            medical_record_number, dob, gender, contact, COALESCE(profile_position, 0)
       FROM jsonb_to_recordset(?::jsonb) AS r(provider_id uuid, patient_id uuid, provider_user_id uuid, patient_user_id uuid,
            last_position bigint, full_name text, medical_record_number text, dob text, gender text, contact text, profile_position bigint)
     ON CONFLICT (provider_id, patient_id) DO UPDATE SET full_name = EXCLUDED.full_name,
            medical_record_number = EXCLUDED.medical_record_number, dob = EXCLUDED.dob, gender = EXCLUDED.gender,
            contact = EXCLUDED.contact, profile_position = EXCLUDED.profile_position
      WHERE s.profile_position < EXCLUDED.profile_position`,
    [JSON.stringify(pairs)]
  )
}

/**
 * Upserts the batch's facts and moves each touched pair's summary by what the facts it writes
 * change — one statement, whatever the pair's history: +1/−1 per fact entering or leaving a
 * count, the last visit raised to the newest visit written. Each fact is read with the row it
 * replaces (`prior`, the same snapshot as the insert; live batches of this consumer run one at a
 * time under its lock): a fact is written when it is new or newer than that row, exactly the
 * insert's rule. Every pair of the batch has a fact in it, so its newest position comes from
 * them too. Returns the pairs whose last visit may have gone down (a fact's visit removed or
 * moved earlier): only those are recounted.
 */
async function applyFacts(trx: TransactionClientContract, table: TableResolver, facts: FactRow[]) {
  const factTable = table('rm_provider_patient_facts')
  const { rows } = await trx.rawQuery(
    `WITH r AS (SELECT * FROM ${recordset(FACT_COLUMNS)}),
     prior AS (
       SELECT r.*, f.active AS old_active, f.visit_at AS old_visit,
              (f.last_position IS NULL OR f.last_position < r.last_position) AS written
         FROM r LEFT JOIN ${factTable} f ON f.kind = r.kind AND f.source_id = r.source_id),
     stored AS (
       INSERT INTO ${factTable} AS f (kind, source_id, provider_id, patient_id, active, visit_at, last_position)
       SELECT kind, source_id, provider_id, patient_id, active, visit_at, last_position FROM r
       ON CONFLICT (kind, source_id) DO UPDATE SET active = EXCLUDED.active, visit_at = EXCLUDED.visit_at, last_position = EXCLUDED.last_position
       WHERE f.last_position < EXCLUDED.last_position),
     delta AS (
       SELECT provider_id, patient_id, max(last_position) AS last_position,
              sum(CASE WHEN written AND kind = 'APPOINTMENT' THEN active::int - COALESCE(old_active::int, 0) ELSE 0 END)::int AS appointments,
              sum(CASE WHEN written AND kind = 'RECORD' THEN active::int - COALESCE(old_active::int, 0) ELSE 0 END)::int AS records,
              max(visit_at) FILTER (WHERE written AND active) AS visit,
              COALESCE(bool_or(written AND old_active AND old_visit IS NOT NULL
                               AND (NOT active OR visit_at IS NULL OR visit_at < old_visit)), false) AS lowered
         FROM prior GROUP BY provider_id, patient_id),
     moved AS (
       UPDATE ${table('rm_provider_patient_summaries')} s
          SET appointment_count = s.appointment_count + d.appointments, medical_record_count = s.medical_record_count + d.records,
              last_visit = GREATEST(s.last_visit, d.visit), last_position = GREATEST(s.last_position, d.last_position)
         FROM delta d
        WHERE s.provider_id = d.provider_id AND s.patient_id = d.patient_id
        RETURNING s.provider_id, s.patient_id, d.lowered)
     SELECT provider_id, patient_id FROM moved WHERE lowered`,
    [JSON.stringify(facts)]
  )
  return rows as Array<{ provider_id: string; patient_id: string }>
}

/** The last visit of `pairs` recounted from their active facts (after a visit went away or moved earlier). */
async function recountLastVisits(
  trx: TransactionClientContract,
  table: TableResolver,
  pairs: Array<{ provider_id: string; patient_id: string }>
) {
  if (pairs.length === 0) return
  await trx.rawQuery(
    `UPDATE ${table('rm_provider_patient_summaries')} s
        SET last_visit = (SELECT max(f.visit_at) FROM ${table('rm_provider_patient_facts')} f
                           WHERE f.provider_id = s.provider_id AND f.patient_id = s.patient_id AND f.active)
       FROM unnest(?::uuid[], ?::uuid[]) AS t(provider_id, patient_id)
      WHERE s.provider_id = t.provider_id AND s.patient_id = t.patient_id`,
    [pairs.map((p) => p.provider_id), pairs.map((p) => p.patient_id)]
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
 * medicalRecordCount and lastVisit (latest completed appointment or record visit): the rule of
 * `summarise` over the pair's rm_provider_patient_facts, kept incrementally. Fed by scheduling
 * and records events; rebuilt by replay. A batch costs two statements whatever the pairs'
 * history: the pairs with their demographics, then the facts with the summaries' deltas (plus a
 * recount of the last visit of a pair whose latest visit went away, and the patients' profile
 * changes, when the batch has them).
 */
export const providerPatientSummariesProjection = defineConsumer({
  name: PROVIDER_PATIENT_SUMMARIES_CONSUMER,
  readModels: ['rm_provider_patient_summaries', 'rm_provider_patient_facts'],
  // a profile change finds its patient's rows by patient_id (the facts' pair index is only read
  // by the rare last-visit recount: built at the end of a replay)
  replayLookups: ['rm_provider_patient_summaries_by_patient'],
  handlers: readsTypes([
    'AppointmentBooked',
    'AppointmentCancelled',
    'SessionEnded',
    'MedicalRecordCreated',
    'MedicalRecordUpdated',
    'PatientProfileUpdated',
  ]),
  async applyBatch(events, trx, table) {
    const { pairs, facts, patientProfiles } = foldSummaryBatch(events)
    const summaries = table('rm_provider_patient_summaries')
    if (pairs.length > 0) {
      await upsertPairs(trx, summaries, pairs)
      await recountLastVisits(trx, table, await applyFacts(trx, table, facts))
    }
    // after the pairs' own rows: a change newer than a booking in the same batch wins
    if (patientProfiles.length > 0) await updatePatientProfiles(trx, summaries, patientProfiles)
    // the providers' record pages show these rows (queries/kept-records.ts); a replay's swap announces itself
    if (table === liveTables) await announceReadModelChange(trx, PROVIDER_PATIENT_SUMMARIES_CONSUMER, '*')
  },
})
