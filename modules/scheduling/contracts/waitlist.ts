import { z } from 'zod'
import { appointmentTypes } from './appointment-type.js'

/** POST /api/waitlist: wait for a freed slot on a full clinic-local day of one provider. */
export const joinWaitlistRequestSchema = z.object({
  providerId: z.uuid({ message: 'validation.waitlist.providerRequired' }),
  date: z.iso.date({ message: 'validation.waitlist.dateInvalid' }),
  /** The consultation a freed slot is booked as: VIDEO (the default) or CHAT, where the provider offers chat (issue 22). */
  type: z
    .enum(appointmentTypes, { message: 'validation.booking.typeInvalid' })
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
})
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>

/** Path parameter of DELETE /api/waitlist/:id and POST /api/waitlist/offers/:id/(accept|decline). */
export const waitlistIdParams = z.object({ id: z.uuid({ message: 'validation.waitlist.idInvalid' }) })

export const waitlistEntryStatuses = ['WAITING', 'OFFERED', 'FULFILLED', 'EXPIRED', 'DECLINED', 'LEFT'] as const
export type WaitlistEntryStatus = (typeof waitlistEntryStatuses)[number]
export const waitlistOfferStatuses = ['OFFERED', 'ACCEPTED', 'EXPIRED', 'DECLINED'] as const
export type WaitlistOfferStatus = (typeof waitlistOfferStatuses)[number]

/** A freed slot held for the patient until `expiresAt`. */
export const waitlistOfferDtoSchema = z.object({
  id: z.string(),
  status: z.enum(waitlistOfferStatuses),
  scheduledAt: z.string(),
  offeredAt: z.string(),
  expiresAt: z.string(),
  /** The booking made by accepting. */
  appointmentId: z.string().nullable(),
})
export type WaitlistOfferDto = z.infer<typeof waitlistOfferDtoSchema>

/** GET /api/waitlist item: one of the patient's waitlist entries, with its latest offer. */
export const waitlistEntryDtoSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  providerSpecialization: z.string().nullable(),
  /** Clinic-local day, 'YYYY-MM-DD'. */
  date: z.string(),
  status: z.enum(waitlistEntryStatuses),
  /** The consultation a freed slot is booked as (entries from before types: VIDEO). */
  type: z.enum(appointmentTypes),
  joinedAt: z.string(),
  /** 1 = next in line (WAITING only; null otherwise). */
  position: z.number().nullable(),
  offer: waitlistOfferDtoSchema.nullable(),
})
export type WaitlistEntryDto = z.infer<typeof waitlistEntryDtoSchema>

/** Server push 'waitlist.changed' to the patient: their entries or offers changed. */
export interface WaitlistChangedPush {
  type: 'WaitlistJoined' | 'WaitlistLeft' | 'WaitlistSlotOffered' | 'WaitlistOfferClosed'
  waitlistEntryId: string
  offerId: string | null
  position: string
  at: string
}
