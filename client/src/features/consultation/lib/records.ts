import type { ConsultationRecord } from '../types'

const time = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(ms) ? 0 : ms
}

/** Newest first by visit date, then by creation. */
export function newestFirst(records: readonly ConsultationRecord[]): ConsultationRecord[] {
  return [...records].sort((a, b) => time(b.visitDate) - time(a.visitDate) || time(b.createdAt) - time(a.createdAt))
}

/** The side panel's latest records (docs/product.md#booking-and-sessions: 3). */
export function latestRecords(records: readonly ConsultationRecord[], count = 3): ConsultationRecord[] {
  return newestFirst(records).slice(0, count)
}

/** This visit's own record (the draft the provider writes during the session), if any. */
export function visitRecord(records: readonly ConsultationRecord[], appointmentId: string): ConsultationRecord | null {
  return newestFirst(records).find((r) => r.appointmentId === appointmentId) ?? null
}

/** docs/product.md#booking-and-sessions: the consultation shows the first 8 characters of the patient id. */
export const shortPatientId = (patientId: string) => patientId.slice(0, 8)

export const isBlank = (value: string | null | undefined) => !value || value.trim() === ''
