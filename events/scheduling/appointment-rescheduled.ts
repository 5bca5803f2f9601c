import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A participant moved a scheduled appointment to another slot of the same provider. The old slot
 * is free again (the waitlist may offer it); `sequence` is the calendar invite's SEQUENCE.
 */
export const AppointmentRescheduledV1 = defineEvent({
  type: 'AppointmentRescheduled',
  version: 1,
  module: 'scheduling',
  aggregateType: 'appointment',
  schema: z.object({
    appointmentId: z.uuid(),
    fromScheduledAt: z.iso.datetime({ offset: true }),
    scheduledAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().positive(),
    timezone: z.string().min(1),
    rescheduledBy: z.enum(['PATIENT', 'PROVIDER', 'ADMIN']),
    rescheduledByUserId: z.uuid(),
    sequence: z.number().int().positive(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    providerUserId: z.uuid(),
  }),
})
export type AppointmentRescheduled = z.infer<typeof AppointmentRescheduledV1.schema>
