import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * An offer of a freed slot ended: ACCEPTED (booked; AppointmentBooked follows in the same
 * transaction), DECLINED by the patient, or EXPIRED at the end of its hold. A declined or expired
 * slot goes to the next patient in line, or is free for everyone when nobody waits.
 */
export const WaitlistOfferClosedV1 = defineEvent({
  type: 'WaitlistOfferClosed',
  version: 1,
  module: 'scheduling',
  aggregateType: 'waitlist_offer',
  schema: z.object({
    offerId: z.uuid(),
    waitlistEntryId: z.uuid(),
    outcome: z.enum(['ACCEPTED', 'DECLINED', 'EXPIRED']),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    scheduledAt: z.iso.datetime({ offset: true }),
    /** The booking made by accepting (ACCEPTED only). */
    appointmentId: z.uuid().nullable(),
  }),
})
export type WaitlistOfferClosed = z.infer<typeof WaitlistOfferClosedV1.schema>
