import { z } from 'zod'
import { CONSENT_KINDS } from './consent-documents.js'

export const CONSENT_ACTIONS = ['GIVEN', 'WITHDRAWN'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/** One entry of the append-only consent ledger (GET /api/consents, newest first). */
export const consentEntryDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  action: z.enum(CONSENT_ACTIONS),
  version: z.string(),
  /** SHA-256 of the Indonesian text of that version. */
  documentHash: z.string().describe('SHA-256 of the Indonesian text of that version'),
  at: z.string(),
  actor: z.object({ userId: z.string(), role: z.string() }),
  /** For a withdrawal: the entry it withdrew. */
  withdrawsEntryId: z.string().nullable(),
  /** A GIVEN entry that is the kind's current, not withdrawn consent (it may be withdrawn when its kind allows). */
  active: z.boolean(),
  withdrawable: z.boolean(),
})
export type ConsentEntryDto = z.infer<typeof consentEntryDtoSchema>

/** Per kind: the active GIVEN entry's id and version, or null. */
export const consentStatusSchema = z.record(
  z.enum(CONSENT_KINDS),
  z.object({ activeEntryId: z.string().nullable(), version: z.string().nullable() })
)

/** GET /api/consents: one page of the ledger plus each kind's current state. */
export const consentLedgerDtoSchema = z.object({
  items: z.array(consentEntryDtoSchema),
  nextCursor: z.string().nullable(),
  status: consentStatusSchema,
})
export type ConsentLedgerDto = z.infer<typeof consentLedgerDtoSchema>

/** POST /api/consents and POST /api/consents/{id}/withdraw: the new entry and each kind's state. */
export const consentWriteDtoSchema = z.object({ entryId: z.string(), status: consentStatusSchema })
export type ConsentWriteDto = z.infer<typeof consentWriteDtoSchema>
