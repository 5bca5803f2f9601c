import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A patient left a waitlist (an open offer of theirs, if any, was given up with it). */
export const WaitlistLeftV1 = defineEvent({
  type: 'WaitlistLeft',
  version: 1,
  module: 'scheduling',
  aggregateType: 'waitlist_entry',
  schema: z.object({
    waitlistEntryId: z.uuid(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    date: z.iso.date(),
  }),
})
export type WaitlistLeft = z.infer<typeof WaitlistLeftV1.schema>
