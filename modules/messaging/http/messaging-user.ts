import type { HttpContext } from '@adonisjs/core/http'
import { currentUser } from '#modules/kernel/index'

/** The signed-in participant (the routes admit patients and providers only). */
export function participantOf(ctx: HttpContext) {
  const user = currentUser(ctx)
  return { id: user.id, role: user.role as 'PATIENT' | 'PROVIDER' }
}
