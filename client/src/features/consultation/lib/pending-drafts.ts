/**
 * Unsaved work on the consultation screen (session notes being typed). Ending the session
 * first flushes every pending draft, so nothing a provider wrote is lost when the screen closes.
 */
const pending = new Map<string, () => Promise<unknown>>()

export function registerDraft(key: string, flush: () => Promise<unknown>) {
  pending.set(key, flush)
  return () => {
    if (pending.get(key) === flush) pending.delete(key)
  }
}

export function hasPendingDrafts() {
  return pending.size > 0
}

/** Saves every pending draft; resolves when all settled (a failed save is reported by its owner). */
export async function flushDrafts() {
  await Promise.allSettled([...pending.values()].map((flush) => flush()))
}
