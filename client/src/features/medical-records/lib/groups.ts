import type { MedicalRecord, PatientRecordGroup } from '../types'

const time = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(ms) ? 0 : ms
}

/** Newest visit first; same day: the later written first. */
export function recordsNewestFirst(records: readonly MedicalRecord[]): MedicalRecord[] {
  return [...records].sort((a, b) => time(b.visitDate) - time(a.visitDate) || time(b.createdAt) - time(a.createdAt))
}

/** A group's most recent visit: its lastVisit, or its newest record's visit date. */
export function latestVisit(group: PatientRecordGroup): number {
  return Math.max(time(group.lastVisit), ...group.records.map((r) => time(r.visitDate)))
}

/**
 * Spec §2: patients sorted by most recent visit, records newest first within each group
 * (ties by name, so the order is stable).
 */
export function sortRecordGroups(groups: readonly PatientRecordGroup[]): PatientRecordGroup[] {
  return groups
    .map((g) => ({ ...g, records: recordsNewestFirst(g.records) }))
    .sort((a, b) => latestVisit(b) - latestVisit(a) || a.patient.fullName.localeCompare(b.patient.fullName, 'id'))
}

/** Groups a flat list by patient (for a server that answers ungrouped). */
export function groupByPatient(
  records: readonly (MedicalRecord & { patient: PatientRecordGroup['patient'] })[],
): PatientRecordGroup[] {
  const groups = new Map<string, PatientRecordGroup>()
  for (const { patient, ...record } of records) {
    const group = groups.get(patient.id) ?? { patient, lastVisit: null, records: [] }
    group.records.push(record)
    if (time(record.visitDate) > time(group.lastVisit)) group.lastVisit = record.visitDate
    groups.set(patient.id, group)
  }
  return sortRecordGroups([...groups.values()])
}

export const groupElementId = (patientId: string) => `patient-records-${patientId}`
