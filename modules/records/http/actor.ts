import type { HttpContext } from '@adonisjs/core/http'
import { currentUser, serverRequestId } from '#modules/kernel/index'
import { resolveActor } from '../queries/actor.js'

/** The signed-in user as the records module stamps and audits them (request id included). */
export function actorOf(ctx: HttpContext) {
  const user = currentUser(ctx)
  return resolveActor({ id: user.id, role: user.role }, serverRequestId(ctx))
}
