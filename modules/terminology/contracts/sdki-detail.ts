import type { LinkExpectation } from './code-systems.js'

/** An SLKI outcome suggested for an SDKI diagnosis, with SLKI's expected direction. */
export interface LinkedOutcome {
  system: 'slki'
  code: string
  display: string
  expectation: LinkExpectation
}

/** A SIKI intervention suggested for an SDKI diagnosis. */
export interface LinkedIntervention {
  system: 'siki'
  code: string
  display: string
}

/** GET /api/terminology/sdki/{code}: the nursing diagnosis and its suggested outcomes and interventions. */
export interface SdkiDetail {
  system: 'sdki'
  code: string
  display: string
  displayEn: string | null
  active: boolean
  version: string
  outcomes: LinkedOutcome[]
  interventions: LinkedIntervention[]
}
