/** The content codings a request's Accept-Encoding allows (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  if (!header) return accepted
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.find((p) => p.trim().startsWith('q='))
    if (q && Number(q.trim().slice(2)) === 0) continue
    if (name === '*') ['br', 'gzip'].forEach((n) => accepted.add(n))
    else accepted.add(name)
  }
  return accepted
}

/** If-None-Match against a strong ETag: a list of tags or '*'; a weak W/ prefix still matches (RFC 9110 weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
