import { z } from 'zod'
import { TERMINOLOGY_SYSTEMS } from './code-systems.js'

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
export const conceptSummarySchema = z.object({
  system: z.enum(TERMINOLOGY_SYSTEMS),
  code: z.string(),
  display: z.string(),
})
export type ConceptSummary = z.infer<typeof conceptSummarySchema>

/** The search answers a page of at most this many hits by default (and MAX_PAGE_SIZE at most). */
export const TERMINOLOGY_SEARCH_DEFAULT_LIMIT = 20
