import { likePattern, localPhoneNeedle } from '../db/search-text.js'

/**
 * The WHERE clause of the provider's patient search over rm_provider_patient_summaries (aliased
 * `alias`): its stored, folded `search_text` (name, record number, contact; migration 0322)
 * contains the folded needle (case and accents ignored), or, for a phone-like needle, its local
 * form. Served by the trigram index on that column.
 */
export function patientSearchClause(search: string, alias: string): { sql: string; bindings: string[] } {
  const text = `${alias}.search_text`
  const phone = localPhoneNeedle(search)
  const sql = phone ? `(${text} LIKE public.search_fold(?) OR ${text} LIKE ?)` : `${text} LIKE public.search_fold(?)`
  return { sql, bindings: phone ? [likePattern(search), likePattern(phone)] : [likePattern(search)] }
}
