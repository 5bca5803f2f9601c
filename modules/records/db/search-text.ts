/**
 * What the provider's patient search matches, as one SQL expression over
 * rm_provider_patient_summaries: name, record number, contact as written and as a local number
 * (+62 812-… and 0812… are the same line), folded by `public.search_fold` (lower case, no
 * accents). Migration 0322 stores it as the generated column `search_text` (trigram-indexed), so
 * a change here needs a new migration that redefines the column.
 */
export const PATIENT_SEARCH_TEXT = `public.search_fold(coalesce(full_name, '') || ' ' || coalesce(medical_record_number, '') || ' ' || coalesce(contact, '') || ' ' || regexp_replace(regexp_replace(coalesce(contact, ''), '\\D', '', 'g'), '^62', '0'))`

/** `%needle%` for LIKE over folded text; the needle is folded by the same SQL function. */
export function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A search that looks like a phone number also matches its local form (digits, 62 → 0). */
export function localPhoneNeedle(needle: string): string | null {
  const digits = needle.replace(/\D/g, '')
  if (digits.length < 3 || digits.length !== needle.replace(/[\s+()-]/g, '').length) return null
  return digits.replace(/^62/, '0')
}
