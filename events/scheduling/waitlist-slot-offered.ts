import { z } from 'zod'
import { defineEvent } from '../define-event.js'

/**
 * A slot freed by a cancellation or a move is offered to the first patient on the provider's
 * waitlist for that day, held for them until `expiresAt`. Notification mails the offer from it
 * (the patient's name and address, the slot's length and the clinic's zone: added fields, absent
 * on events appended before; the name and address are the patient's, hidden in the event browser).
 */
export const WaitlistSlotOfferedV1 = defineEvent({
  type: 'WaitlistSlotOffered',
  version: 1,
  module: 'scheduling',
  aggregateType: 'waitlist_offer',
  schema: z.object({
    offerId: z.uuid(),
    waitlistEntryId: z.uuid(),
    patientId: z.uuid(),
    patientUserId: z.uuid(),
    providerId: z.uuid(),
    providerUserId: z.uuid(),
    providerName: z.string(),
    scheduledAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    patientName: z.string().optional(),
    patientEmail: z.email().optional(),
    durationMinutes: z.number().int().positive().optional(),
    timezone: z.string().optional(),
  }),
  sensitive: ['patientName', 'patientEmail'],
  patientOf: (p) => p.patientId,
})
export type WaitlistSlotOffered = z.infer<typeof WaitlistSlotOfferedV1.schema>
