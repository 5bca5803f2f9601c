import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { TerminologySystem } from '../contracts/code-systems.js'

/** A catalogue entry as other modules see it: `active` false when a later catalogue version dropped it. */
export interface ConceptEntry {
  system: TerminologySystem
  code: string
  display: string
  displayEn: string | null
  active: boolean
  version: string
}

/**
 * The catalogue entries of `codes` in `system`, by code (codes not in the catalogue are absent).
 * Codes are matched as written (catalogue codes are upper case: J06.9, D.0077).
 */
export async function findConcepts(
  system: TerminologySystem,
  codes: readonly string[],
  client: QueryClientContract = db.connection()
): Promise<Map<string, ConceptEntry>> {
  const wanted = [...new Set(codes)]
  if (wanted.length === 0) return new Map()
  const rows = await client
    .from('terminology_concepts')
    .where('system', system)
    .whereIn('code', wanted)
    .select('code', 'display', 'display_en', 'active', 'version')
  return new Map(
    rows.map((r: { code: string; display: string; display_en: string | null; active: boolean; version: string }) => [
      r.code,
      { system, code: r.code, display: r.display, displayEn: r.display_en, active: r.active, version: r.version },
    ])
  )
}
