/** What happened to an appointment (one row per change). */
export const appointmentHistoryActions = ['BOOKED', 'RESCHEDULED', 'CANCELLED', 'COMPLETED'] as const
export type AppointmentHistoryAction = (typeof appointmentHistoryActions)[number]

export interface AppointmentHistoryEntry {
  id: string
  action: AppointmentHistoryAction
  /** When the change was made (ISO). */
  at: string
  actor: { userId: string | null; role: 'PATIENT' | 'PROVIDER' | 'ADMIN' | 'SYSTEM'; name: string | null }
  /** The slot before (RESCHEDULED) and after (BOOKED, RESCHEDULED); the slot given up (CANCELLED). */
  fromScheduledAt: string | null
  toScheduledAt: string | null
  reason: string | null
}

/** GET /api/appointments/:id/history: oldest first. */
export interface AppointmentHistoryDto {
  appointmentId: string
  entries: AppointmentHistoryEntry[]
}
