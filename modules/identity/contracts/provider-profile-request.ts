import { z } from 'zod'
import { strNumberField } from './account-fields.js'

/** PATCH /api/provider/profile: a provider sets the STR number an admin verifies. */
export const providerProfileRequestSchema = z.strictObject(
  { strNumber: strNumberField },
  { error: 'validation.providerProfile.onlyStrNumber' }
)

export type ProviderProfileRequestInput = z.input<typeof providerProfileRequestSchema>
