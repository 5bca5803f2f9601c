import { z } from 'zod'
import { LINK_EXPECTATIONS } from './code-systems.js'

/** An SLKI outcome suggested for an SDKI diagnosis, with SLKI's expected direction. */
export const linkedOutcomeSchema = z.object({
  system: z.literal('slki'),
  code: z.string(),
  display: z.string(),
  expectation: z.enum(LINK_EXPECTATIONS),
})
export type LinkedOutcome = z.infer<typeof linkedOutcomeSchema>

/** A SIKI intervention suggested for an SDKI diagnosis. */
export const linkedInterventionSchema = z.object({
  system: z.literal('siki'),
  code: z.string(),
  display: z.string(),
})
export type LinkedIntervention = z.infer<typeof linkedInterventionSchema>

/** GET /api/terminology/sdki/{code}: the nursing diagnosis and its suggested outcomes and interventions. */
export const sdkiDetailSchema = z.object({
  system: z.literal('sdki'),
  code: z.string(),
  display: z.string(),
  displayEn: z.string().nullable(),
  active: z.boolean(),
  version: z.string(),
  outcomes: z.array(linkedOutcomeSchema),
  interventions: z.array(linkedInterventionSchema),
})
export type SdkiDetail = z.infer<typeof sdkiDetailSchema>
