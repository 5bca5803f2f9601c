import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** One side's media stopped flowing (hang-up, closed tab, lost network, session end). */
export const ConsultationMediaEndedV1 = defineEvent({
  type: 'ConsultationMediaEnded',
  version: 1,
  module: 'call',
  aggregateType: 'appointment',
  schema: z.object({
    appointmentId: z.uuid(),
    userId: z.uuid(),
    role: z.enum(['PATIENT', 'PROVIDER']),
    at: z.iso.datetime({ offset: true }),
    firstConnectedAt: z.iso.datetime({ offset: true }),
    /** the interval that ended now */
    intervalSeconds: z.number().int().min(0),
    /** all connected time of this side so far, this interval included */
    connectedSeconds: z.number().int().min(0),
    reconnections: z.number().int().min(0),
  }),
})
export type ConsultationMediaEnded = z.infer<typeof ConsultationMediaEndedV1.schema>
