import type { PatientRecordGroup } from '../types'
import type { ProviderRecordItem } from '@/api/openapi'

const time = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(ms) ? 0 : ms
}

/** A group's most recent visit: its lastVisit, or its newest record's visit date. */
export function latestVisit(group: PatientRecordGroup): number {
  return Math.max(time(group.lastVisit), ...group.records.map((r) => time(r.visitDate)))
}

/**
 * Groups the loaded pages by patient (docs/product.md#provider-medical-records). The server sends records newest visit first, so
 * a patient's group appears where their latest visit is — patients by most recent visit, records
 * newest first — and a later page only adds older records (to a group or as new groups).
 */
export function groupByPatient(records: readonly ProviderRecordItem[]): PatientRecordGroup[] {
  const groups = new Map<string, PatientRecordGroup>()
  for (const { patient, ...record } of records) {
    const { recordCount, ...identity } = patient
    const group = groups.get(patient.id) ?? { patient: identity, lastVisit: record.visitDate, recordCount, records: [] }
    group.records.push(record)
    groups.set(patient.id, group)
  }
  return [...groups.values()]
}

export const groupElementId = (patientId: string) => `patient-records-${patientId}`
