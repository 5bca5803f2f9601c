import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
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
  const user = ctx.auth?.use('web').user as { id: string; role: 'PATIENT' | 'PROVIDER' | 'ADMIN' } | undefined
  return {
    actor: user ? { userId: user.id, role: user.role } : null,
    correlationId: serverRequestId(ctx),
  }
}

/** Tells the client the position of its last event, for read-your-writes (X-Min-Position). */
export function exposePosition(ctx: HttpContext, position: string | null | undefined) {
  if (position) ctx.response.header('X-Event-Position', position)
}

export function minPosition(ctx: HttpContext): string | undefined {
  return ctx.request.header('x-min-position') ?? undefined
}

export function currentUser(ctx: HttpContext) {
  return ctx.auth.use('web').user as unknown as { id: string; role: 'PATIENT' | 'PROVIDER' | 'ADMIN'; email: string }
}
