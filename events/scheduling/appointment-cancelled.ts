import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A participant cancelled a scheduled appointment; its slot is free again. */
export const AppointmentCancelledV1 = defineEvent({
  type: 'AppointmentCancelled',
  version: 1,
  module: 'scheduling',
  aggregateType: 'appointment',
  schema: z.object({
    appointmentId: z.uuid(),
    status: z.literal('CANCELLED'),
    previousStatus: z.literal('SCHEDULED'),
    cancelledBy: z.enum(['PATIENT', 'PROVIDER']),
    /** Added with issue 12 (optional, so earlier events still read): who cancelled and why. */
    cancelledByUserId: z.uuid().optional(),
    reason: z.string().max(500).nullable().optional(),
    scheduledAt: z.iso.datetime({ offset: true }),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    providerUserId: z.uuid(),
  }),
  sensitive: ['reason'],
  patientOf: (p) => p.patientId,
})
export type AppointmentCancelled = z.infer<typeof AppointmentCancelledV1.schema>
