import { z } from 'zod'
import { appointmentStatuses } from './appointment-status.js'
import { appointmentTypes } from './appointment-type.js'

/**
 * One row of an appointment list or dashboard card: what the row shows, nothing more
 * (GET /api/appointments/:id carries the full DTO). `meetLink` only on rows that can be joined.
 */
export const appointmentItemSchema = z.object({
  id: z.string(),
  scheduledAt: z.string(),
  endsAt: z.string(),
  status: z.enum(appointmentStatuses),
  type: z.enum(appointmentTypes),
  reason: z.string(),
  complaint: z.string().nullable(),
  consultationFee: z.number(),
  meetLink: z.string().optional(),
  patient: z.object({
    id: z.string(),
    fullName: z.string(),
    medicalRecordNumber: z.string().nullable(),
    contact: z.string().nullable(),
  }),
  provider: z.object({ id: z.string(), displayName: z.string(), providerRole: z.string() }),
})
export type AppointmentItem = z.infer<typeof appointmentItemSchema>

/** Appointments per status, and all of them. */
export const appointmentCountsSchema = z.object({
  ALL: z.number(),
  SCHEDULED: z.number(),
  COMPLETED: z.number(),
  CANCELLED: z.number(),
})
export type AppointmentCounts = z.infer<typeof appointmentCountsSchema>

/** GET /api/appointments/overview: everything the /provider and /patient dashboards show from scheduling. */
export const appointmentOverviewSchema = z.object({
  /** SCHEDULED appointments of today (clinic zone) */
  today: z.number(),
  /** non-cancelled appointments of this ISO week, Monday–Sunday (clinic zone) */
  thisWeek: z.number(),
  total: z.number(),
  /** SCHEDULED and not yet ended (the patient's "upcoming sessions" tile) */
  upcomingCount: z.number(),
  counts: appointmentCountsSchema,
  /** the next SCHEDULED ones that have not ended, soonest first */
  upcoming: z.array(appointmentItemSchema),
  /** the latest by scheduled_at, newest first */
  recent: z.array(appointmentItemSchema),
})
export type AppointmentOverview = z.infer<typeof appointmentOverviewSchema>
