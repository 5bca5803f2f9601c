/**
 * The search's normal form, applied to the catalogue when it is written and to every query:
 * accents dropped (NFD, combining marks removed), lower case, anything but letters, digits and
 * dots turned into spaces. "Nyéri  AKUT/kronis" -> "nyeri akut kronis"; "D.0077" -> "d.0077".
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
}

/** The words of a query, each matched as a prefix of some word of an entry (all must match). */
export function queryWords(query: string): string[] {
  const words = normaliseSearchText(query)
    .split(' ')
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length > 0)
  return [...new Set(words)].slice(0, 8)
}

/**
 * The stored search text of an entry: a leading space (so `LIKE '% word%'` matches a word's start,
 * the first one included), the code, then the Indonesian and English names.
 */
export function entrySearchText(code: string, display: string, displayEn: string | null): string {
  return ` ${normaliseSearchText([code, display, displayEn ?? ''].join(' '))}`
}
