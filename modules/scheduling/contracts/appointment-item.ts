import type { AppointmentStatus } from './appointment-status.js'

/**
 * One row of an appointment list or dashboard card: what the row shows, nothing more
 * (GET /api/appointments/:id carries the full DTO). `meetLink` only on rows that can be joined.
 */
export interface AppointmentItem {
  id: string
  scheduledAt: string
  endsAt: string
  status: AppointmentStatus
  reason: string
  complaint: string | null
  consultationFee: number
  meetLink?: string
  patient: { id: string; fullName: string; medicalRecordNumber: string | null; contact: string | null }
  provider: { id: string; displayName: string; providerRole: string }
}

/** Appointments per status, and all of them. */
export type AppointmentCounts = Record<'ALL' | AppointmentStatus, number>

/** GET /api/appointments/overview: everything the /provider and /patient dashboards show from scheduling. */
export interface AppointmentOverview {
  /** SCHEDULED appointments of today (clinic zone) */
  today: number
  /** non-cancelled appointments of this ISO week, Monday–Sunday (clinic zone) */
  thisWeek: number
  total: number
  /** SCHEDULED and not yet ended (the patient's "upcoming sessions" tile) */
  upcomingCount: number
  counts: AppointmentCounts
  /** the next SCHEDULED ones that have not ended, soonest first */
  upcoming: AppointmentItem[]
  /** the latest by scheduled_at, newest first */
  recent: AppointmentItem[]
}
