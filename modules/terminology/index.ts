import type { ModuleDefinition } from '#modules/kernel/index'
import { terminologyRoutes } from './http/routes.js'
import { terminologyMessages } from './messages.js'

/**
 * Terminology: the code catalogues (ICD-10, SDKI, SLKI, SIKI, LOINC), the SDKI -> SLKI / SIKI
 * links, their search and their import (docs/clinical-coding.md, docs/adr/0021-terminology-module.md).
 */
export const terminologyModule: ModuleDefinition = {
  name: 'terminology',
  http: terminologyRoutes,
  consumers: [],
  messages: terminologyMessages,
}

export { findConcepts } from './queries/find-concepts.js'
export type { ConceptEntry } from './queries/find-concepts.js'
export { findSdkiDetail } from './queries/sdki-detail.js'
export { searchConcepts } from './queries/search-concepts.js'
export { importCatalogue, ImportRefused } from './commands/import-catalogue.js'
export type { ImportInput, ImportResult } from './commands/import-catalogue.js'
export { loadStarterSet, STARTER_SET_VERSION } from './commands/load-starter-set.js'
export { isValidCode, loincCheckDigit } from './domain/code-formats.js'
export { CATALOGUE_KINDS } from './domain/catalogue-rows.js'
export type { CatalogueKind } from './domain/catalogue-rows.js'
export { TERMINOLOGY_SYSTEMS, DEFAULT_SYSTEM_URIS, LINK_EXPECTATIONS } from './contracts/code-systems.js'
export type { TerminologySystem, LinkExpectation } from './contracts/code-systems.js'
export type { ConceptSummary } from './contracts/terminology-search.js'
export type { SdkiDetail, LinkedOutcome, LinkedIntervention } from './contracts/sdki-detail.js'
