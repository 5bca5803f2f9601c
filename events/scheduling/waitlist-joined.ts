import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/** A patient joined the waitlist of a provider's full day (clinic-local `date`). */
export const WaitlistJoinedV1 = defineEvent({
  type: 'WaitlistJoined',
  version: 1,
  module: 'scheduling',
  aggregateType: 'waitlist_entry',
  schema: z.object({
    waitlistEntryId: z.uuid(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    providerUserId: z.uuid(),
    date: z.iso.date(),
    joinedAt: z.iso.datetime({ offset: true }),
  }),
})
export type WaitlistJoined = z.infer<typeof WaitlistJoinedV1.schema>
