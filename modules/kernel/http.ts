import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { Role } from './contracts/roles.js'
import type { CommandContext } from './context.js'

const requestIds = new WeakMap<HttpContext, string>()

/**
 * One id per request, made on the server: the client's X-Request-Id header is never trusted,
 * because the id groups audit entries and is stored in the event log.
 */
export function serverRequestId(ctx: HttpContext): string {
  let id = requestIds.get(ctx)
  if (!id) requestIds.set(ctx, (id = randomUUID()))
  return id
}

/** The command context of a request: the signed-in actor and a correlation id. */
export function commandContext(ctx: HttpContext): CommandContext {
  const user = ctx.auth?.use('web').user as { id: string; role: Role } | undefined
  return {
    actor: user ? { userId: user.id, role: user.role } : null,
    correlationId: serverRequestId(ctx),
  }
}

/**
 * Http-only, unsigned and unencoded: the browser's last written position, for clients that send no
 * X-Min-Position. A signature (an HMAC on every write's response) guarded nothing: a forged value
 * can only make this browser's own reads wait, bounded, for an event that exists, and reveals nothing.
 */
const POSITION_COOKIE = 'telerawat-pos'
/** Projections catch up in milliseconds; past this a write is surely visible, and reads stop checking. */
const POSITION_COOKIE_SECONDS = 30
const POSITION = /^\d{1,18}$/

/**
 * Tells the client the position of its last event (X-Event-Position, for X-Min-Position) and
 * remembers it in a signed cookie, so this browser's next read of an affected read model waits
 * for it even when the client sends nothing (read your own writes without the client's help).
 */
export function exposePosition(ctx: HttpContext, position: string | null | undefined) {
  if (!position) return
  ctx.response.header('X-Event-Position', position)
  const earlier = cookiePosition(ctx)
  if (earlier && BigInt(earlier) > BigInt(position)) return // an older write never lowers the mark
  ctx.response.plainCookie(POSITION_COOKIE, position, {
    encode: false,
    httpOnly: true,
    sameSite: 'lax',
    path: '/api',
    maxAge: POSITION_COOKIE_SECONDS,
  })
}

/** The position a read must wait for: the X-Min-Position header or this browser's last write, the later one. */
export function minPosition(ctx: HttpContext): string | undefined {
  const header = ctx.request.header('x-min-position')
  const fromHeader = header && POSITION.test(header) ? header : undefined
  const fromCookie = cookiePosition(ctx)
  if (!fromHeader || !fromCookie) return fromHeader ?? fromCookie // a malformed header is ignored, as waitForPosition would
  return BigInt(fromHeader) >= BigInt(fromCookie) ? fromHeader : fromCookie
}

function cookiePosition(ctx: HttpContext): string | undefined {
  const value = ctx.request.plainCookie(POSITION_COOKIE, { encoded: false })
  return typeof value === 'string' && POSITION.test(value) ? value : undefined
}

export function currentUser(ctx: HttpContext) {
  return ctx.auth.use('web').user as unknown as { id: string; role: Role; email: string }
}
