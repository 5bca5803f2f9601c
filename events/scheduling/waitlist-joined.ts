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
    /**
     * Added later (additive, issue 22): the consultation a freed slot is booked as. Absent on events
     * appended before chat consultations: those patients waited for a video visit (read as VIDEO).
     */
    type: z.enum(['VIDEO', 'CHAT']).optional(),
  }),
})
export type WaitlistJoined = z.infer<typeof WaitlistJoinedV1.schema>
