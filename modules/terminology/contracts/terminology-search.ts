import { z } from 'zod'
import { TERMINOLOGY_SYSTEMS, type TerminologySystem } from './code-systems.js'

/** GET /api/terminology/search?system=&q= (paged: `?limit=` and `?cursor=`, the next page in `Link`). */
export const terminologySearchRequestSchema = z.object({
  system: z.enum(TERMINOLOGY_SYSTEMS, 'validation.terminology.system'),
  q: z
    .string('validation.terminology.queryRequired')
    .trim()
    .min(1, 'validation.terminology.queryRequired')
    .max(100, 'validation.terminology.queryTooLong'),
})
export type TerminologySearchRequest = z.input<typeof terminologySearchRequestSchema>

/** One hit of the search: the code and its Indonesian name. */
export interface ConceptSummary {
  system: TerminologySystem
  code: string
  display: string
}

/** The search answers a page of at most this many hits by default (and MAX_PAGE_SIZE at most). */
export const TERMINOLOGY_SEARCH_DEFAULT_LIMIT = 20
