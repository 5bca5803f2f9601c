import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** The consultation ended: the appointment is COMPLETED (by its provider, or by the session end). */
export const SessionEndedV1 = defineEvent({
  type: 'SessionEnded',
  version: 1,
  module: 'scheduling',
  aggregateType: 'appointment',
  schema: z.object({
    appointmentId: z.uuid(),
    status: z.literal('COMPLETED'),
    previousStatus: z.literal('SCHEDULED'),
    endedBy: z.enum(['PROVIDER', 'SYSTEM']),
    scheduledAt: z.iso.datetime({ offset: true }),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    providerUserId: z.uuid(),
  }),
})
export type SessionEnded = z.infer<typeof SessionEndedV1.schema>
