/** How long an IHS number found in the national index is used before it is looked up again. */
export const IHS_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60_000

export interface CachedIhs {
  nik: string
  ihs_number: string
  looked_up_at: Date | string
}

/**
 * A cached IHS number still answers for this person: it was found for the NIK the profile holds
 * now (a corrected NIK is a different person to the index) and looked up less than `maxAgeMs` ago.
 */
export function cachedIhsFresh(cached: CachedIhs | null | undefined, nik: string, now: Date, maxAgeMs = IHS_CACHE_MAX_AGE_MS) {
  if (!cached || cached.nik !== nik) return false
  return now.getTime() - new Date(cached.looked_up_at).getTime() < maxAgeMs
}
