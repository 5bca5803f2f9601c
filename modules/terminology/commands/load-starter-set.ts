import { readFile } from 'node:fs/promises'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { importCatalogue, type ImportResult } from './import-catalogue.js'
import { STARTER_SET_FILES, STARTER_SET_VERSION } from './starter-set-files.js'

export { STARTER_SET_FILES, STARTER_SET_VERSION }

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
