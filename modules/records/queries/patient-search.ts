import { PATIENT_SEARCH_TEXT, likePattern, localPhoneNeedle } from '../db/search-text.js'

/**
 * The WHERE clause of the provider's patient search over rm_provider_patient_summaries (aliased
 * `alias`): the folded text contains the folded needle (case and accents ignored), or, for a
 * phone-like needle, its local form. Served by the trigram index of migration 0320.
 */
export function patientSearchClause(search: string, alias: string): { sql: string; bindings: string[] } {
  const text = PATIENT_SEARCH_TEXT.replace(/\b(full_name|medical_record_number|contact)\b/g, `${alias}.$1`)
  const phone = localPhoneNeedle(search)
  const sql = phone
    ? `(${text} LIKE public.search_fold(?) OR ${text} LIKE ?)`
    : `${text} LIKE public.search_fold(?)`
  return { sql, bindings: phone ? [likePattern(search), likePattern(phone)] : [likePattern(search)] }
}
