import { z } from 'zod'

/** What happened to an appointment (one row per change). */
export const appointmentHistoryActions = ['BOOKED', 'RESCHEDULED', 'CANCELLED', 'COMPLETED'] as const
export type AppointmentHistoryAction = (typeof appointmentHistoryActions)[number]

export const appointmentHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.enum(appointmentHistoryActions),
  /** When the change was made (ISO). */
  at: z.string(),
  actor: z.object({
    userId: z.string().nullable(),
    role: z.enum(['PATIENT', 'PROVIDER', 'ADMIN', 'SYSTEM']),
    name: z.string().nullable(),
  }),
  /** The slot before (RESCHEDULED) and after (BOOKED, RESCHEDULED); the slot given up (CANCELLED). */
  fromScheduledAt: z.string().nullable(),
  toScheduledAt: z.string().nullable(),
  reason: z.string().nullable(),
})
export type AppointmentHistoryEntry = z.infer<typeof appointmentHistoryEntrySchema>

/** GET /api/appointments/:id/history: oldest first. */
export const appointmentHistoryDtoSchema = z.object({
  appointmentId: z.string(),
  entries: z.array(appointmentHistoryEntrySchema),
})
export type AppointmentHistoryDto = z.infer<typeof appointmentHistoryDtoSchema>
