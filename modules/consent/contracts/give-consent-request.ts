import { z } from 'zod'
import { CONSENT_KINDS } from './consent-documents.js'

/** POST /api/consents: the kind and the version of the text the patient was shown. */
export const giveConsentRequestSchema = z.object({
  kind: z.enum(CONSENT_KINDS, { message: 'validation.consent.kindInvalid' }),
  version: z
    .string({ message: 'validation.consent.versionRequired' })
    .trim()
    .min(1, 'validation.consent.versionRequired')
    .max(40, 'validation.consent.versionRequired'),
})
export type GiveConsentRequest = z.infer<typeof giveConsentRequestSchema>
