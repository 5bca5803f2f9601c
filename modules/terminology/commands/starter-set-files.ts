import type { CatalogueKind } from '../domain/catalogue-rows.js'

/** The version the starter set is recorded under (terminology_imports). */
export const STARTER_SET_VERSION = 'starter-2026.11.4'

/** The starter set's files (modules/terminology/data/), in import order: concepts before the links between them. */
export const STARTER_SET_FILES: ReadonlyArray<{ kind: CatalogueKind; file: string }> = [
  { kind: 'icd10', file: 'icd10-who2010-primary-care.csv' },
  { kind: 'sdki', file: 'sdki-home-care.csv' },
  { kind: 'slki', file: 'slki-home-care.csv' },
  { kind: 'siki', file: 'siki-home-care.csv' },
  { kind: 'loinc', file: 'loinc-vital-signs.csv' },
  { kind: 'sdki-slki', file: 'sdki-slki-links.csv' },
  { kind: 'sdki-siki', file: 'sdki-siki-links.csv' },
]
