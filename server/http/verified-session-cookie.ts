import type { HttpContext } from '@adonisjs/core/http'

/** Bounds the memory: about 1 MB at the limit; the oldest entry goes first. */
const LIMIT = 10_000
const verified = new Map<string, string>()

function rawCookie(header: string | undefined, name: string) {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/**
 * Verifying the session cookie's signature (an HMAC, then a constant-time compare) was the
 * largest part of a signed-in GET's session work (docs/performance.md, "The session path").
 * It is a pure function of the cookie's bytes and APP_KEY, so this node remembers the session
 * id of a cookie value it has verified: the same bytes give the same id. Only verified values
 * are remembered, so a forged or altered cookie is verified (and refused) on every request; what
 * the id still grants (logout, expiry, suspension) is decided per request by the session store
 * and the auth middleware, as before.
 */
export function rememberVerifiedSessionCookie(ctx: HttpContext, cookieName: string) {
  const raw = rawCookie(ctx.request.header('cookie'), cookieName)
  if (!raw) return
  const request = ctx.request
  const readCookie = request.cookie
  request.cookie = function (key: string, defaultValue?: string) {
    if (key !== cookieName) return readCookie.call(this, key, defaultValue)
    const known = verified.get(raw)
    if (known !== undefined) return known
    const value = readCookie.call(this, key)
    if (typeof value !== 'string') return value ?? defaultValue
    if (verified.size >= LIMIT) verified.delete(verified.keys().next().value!)
    verified.set(raw, value)
    return value
  }
}
