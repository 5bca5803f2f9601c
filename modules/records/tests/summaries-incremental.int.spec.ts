import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp } from '../../../server/tests/helpers/app.mjs'

/**
 * The provider-patient summaries are kept by deltas (no recount from the facts per batch): however
 * a history is cut into batches, delivered twice or out of order, every pair's counts and last
 * visit equal `summarise` over its facts, and every split gives the same rows.
 */
let server: Awaited<ReturnType<typeof bootApp>>
let projection: any
let summarise: typeof import('../domain/patient-summary.js').summarise

beforeAll(async () => {
  server = await bootApp()
  projection = (await server.import('#modules/records/projections/provider-patient-summaries')).providerPatientSummariesProjection
  summarise = (await server.import('#modules/records/domain/patient-summary')).summarise
})
afterAll(async () => server?.stop())

const provider = { providerId: randomUUID(), providerUserId: randomUUID() }
const patientA = { patientId: randomUUID(), patientUserId: randomUUID() }
const patientB = { patientId: randomUUID(), patientUserId: randomUUID() }
const [a1, a2, b1, r1, r2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()]
const booking = (who: typeof patientA, name: string) => ({
  ...provider,
  ...who,
  patientName: name,
  patientMedicalRecordNumber: `RM-${name}`,
  patientDob: '1990-01-02',
  patientGender: 'FEMALE',
  patientContact: '081234567890',
})

/** A pair's whole history: a completed and a cancelled appointment, a record whose visit moves earlier than the last one. */
const history: Array<[string, Record<string, unknown>]> = [
  ['AppointmentBooked', { ...booking(patientA, 'Ani'), appointmentId: a1 }],
  ['AppointmentBooked', { ...booking(patientA, 'Ani Baru'), appointmentId: a2 }],
  ['SessionEnded', { ...provider, ...patientA, appointmentId: a1, scheduledAt: '2026-05-01T02:00:00.000Z' }],
  ['AppointmentCancelled', { ...provider, ...patientA, appointmentId: a2 }],
  ['MedicalRecordCreated', { ...provider, ...patientA, recordId: r1, visitDate: '2026-06-01T00:00:00.000Z' }],
  // the latest visit moves before the completed appointment: the last visit goes back to it
  ['MedicalRecordUpdated', { ...provider, ...patientA, recordId: r1, visitDate: '2026-04-01T00:00:00.000Z' }],
  ['AppointmentBooked', { ...booking(patientB, 'Budi'), appointmentId: b1 }],
  ['MedicalRecordCreated', { ...provider, ...patientB, recordId: r2, visitDate: '2026-03-01T00:00:00.000Z' }],
  ['SessionEnded', { ...provider, ...patientB, appointmentId: b1, scheduledAt: '2026-02-01T02:00:00.000Z' }],
]
const events = history.map(([type, payload], i) => ({
  id: randomUUID(),
  type,
  version: 1,
  aggregateType: 'appointment',
  aggregateId: String(payload.appointmentId ?? payload.recordId),
  payload,
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: `2026-07-01T00:00:0${i}.000Z`,
  position: String(100 + i),
}))

/** Applies `batches` to empty copies of the two tables (temporary, this transaction only); returns the summaries and the same pairs recounted from the facts. */
async function fold(batches: (typeof events)[]) {
  const trx = await server.db.transaction()
  try {
    for (const name of ['rm_provider_patient_summaries', 'rm_provider_patient_facts']) {
      await trx.rawQuery(`CREATE TEMP TABLE "t_${name}" (LIKE public."${name}" INCLUDING ALL) ON COMMIT DROP`)
    }
    const table = (name: string) => `pg_temp."t_${name}"`
    for (const batch of batches) await projection.applyBatch(batch, trx, table)
    const summaries = (
      await trx.rawQuery(
        `SELECT provider_id, patient_id, appointment_count, medical_record_count, last_visit, last_position, full_name
           FROM ${table('rm_provider_patient_summaries')} ORDER BY patient_id`
      )
    ).rows
    const facts = (await trx.rawQuery(`SELECT * FROM ${table('rm_provider_patient_facts')}`)).rows
    const recounted = summaries.map((s: any) => {
      const own = facts.filter((f: any) => f.provider_id === s.provider_id && f.patient_id === s.patient_id)
      const r = summarise(own.map((f: any) => ({ kind: f.kind, active: f.active, visitAt: f.visit_at })))
      return { appointment_count: r.appointmentCount, medical_record_count: r.medicalRecordCount, last_visit: r.lastVisit }
    })
    const kept = summaries.map((s: any) => ({
      appointment_count: s.appointment_count,
      medical_record_count: s.medical_record_count,
      last_visit: s.last_visit ? new Date(s.last_visit).toISOString() : null,
    }))
    return { summaries, kept, recounted }
  } finally {
    await trx.rollback()
  }
}

describe('provider-patient summaries kept by deltas', () => {
  it('every split of the history, a redelivery and an out-of-order delivery equal a recount of the facts', async () => {
    const whole = await fold([events])
    expect(whole.kept).toEqual(whole.recounted)
    const byPatient = new Map(whole.summaries.map((s: any) => [s.patient_id, s]))
    expect(byPatient.get(patientA.patientId)).toMatchObject({ appointment_count: 1, medical_record_count: 1, full_name: 'Ani Baru' })
    expect(new Date((byPatient.get(patientA.patientId) as any).last_visit).toISOString()).toBe('2026-05-01T02:00:00.000Z')
    expect(byPatient.get(patientB.patientId)).toMatchObject({ appointment_count: 1, medical_record_count: 1, full_name: 'Budi' })
    expect(new Date((byPatient.get(patientB.patientId) as any).last_visit).toISOString()).toBe('2026-03-01T00:00:00.000Z')

    const splits = {
      oneByOne: events.map((e) => [e]),
      pairs: [0, 2, 4, 6, 8].map((i) => events.slice(i, i + 2)),
      twice: [events.slice(0, 5), events, events.slice(3)],
      reversed: [...events].reverse().map((e) => [e]),
    }
    for (const [name, batches] of Object.entries(splits)) {
      const result = await fold(batches)
      expect(result.kept, name).toEqual(result.recounted)
      expect(result.summaries, name).toEqual(whole.summaries)
    }
  })
})
