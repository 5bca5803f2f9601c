import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** One side's media started to flow in a consultation (the first time, or again after a drop). */
export const ConsultationMediaConnectedV1 = defineEvent({
  type: 'ConsultationMediaConnected',
  version: 1,
  module: 'call',
  aggregateType: 'appointment',
  schema: z.object({
    appointmentId: z.uuid(),
    userId: z.uuid(),
    role: z.enum(['PATIENT', 'PROVIDER']),
    at: z.iso.datetime({ offset: true }),
    /** when this side's media first flowed in this consultation */
    firstConnectedAt: z.iso.datetime({ offset: true }),
    /** connections after the first, this one included */
    reconnections: z.number().int().min(0),
    /** seconds connected before this interval */
    connectedSeconds: z.number().int().min(0),
  }),
})
export type ConsultationMediaConnected = z.infer<typeof ConsultationMediaConnectedV1.schema>
