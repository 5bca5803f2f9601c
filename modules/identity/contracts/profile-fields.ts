import type { z } from 'zod'

/**
 * For a loose profile object: each key that is not one of the profile's fields is refused by its
 * own name (a strict object would name only the body), so the 422 names it and an id in the body
 * never selects another account.
 */
export const refuseUnknownKeys = (known: readonly string[]) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.profile.unknownField' })
  }
}
