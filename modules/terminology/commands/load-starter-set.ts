import { readFile } from 'node:fs/promises'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { CatalogueKind } from '../domain/catalogue-rows.js'
import { importCatalogue, type ImportResult } from './import-catalogue.js'

/** The version the starter set is recorded under (terminology_imports). */
export const STARTER_SET_VERSION = 'starter-2026.11'

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

export const starterSetFileUrl = (file: string) => new URL(`../data/${file}`, import.meta.url)

/** Imports every starter file with the catalogue importer (a second run changes nothing). */
export async function loadStarterSet(client: QueryClientContract): Promise<ImportResult[]> {
  const results: ImportResult[] = []
  for (const { kind, file } of STARTER_SET_FILES) {
    const text = await readFile(starterSetFileUrl(file), 'utf8')
    results.push(await importCatalogue(client, { kind, version: STARTER_SET_VERSION, text, fileName: file }))
  }
  return results
}
