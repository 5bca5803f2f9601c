import type { HttpContext } from '@adonisjs/core/http'
import { currentUser, serverRequestId } from '#modules/kernel/index'
import { resolveActor } from '../queries/actor.js'

/** The signed-in user as the records module stamps and audits them (request id included). */
export function actorOf(ctx: HttpContext) {
  const user = currentUser(ctx)
  return resolveActor({ id: user.id, role: user.role }, serverRequestId(ctx))
}

/** The same for a request that only reads: the account from the node's identity cache (queries/actor.ts). */
export function readingActorOf(ctx: HttpContext) {
  const user = currentUser(ctx)
  return resolveActor({ id: user.id, role: user.role }, serverRequestId(ctx), { cached: true })
}
