import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { UserSuspendedV1 } from '#events/identity/user-suspended'
import { UserActivatedV1 } from '#events/identity/user-activated'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { canChangeStatus } from '../domain/account-rules.js'
import type { UserStatus } from '../contracts/roles.js'
import { loadUserForUpdate } from './load-user.js'

export async function setUserStatus(userId: string, status: UserStatus, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    const user = await loadUserForUpdate(trx, userId)
    const decision = canChangeStatus(ctx.actor!.userId, userId, user.role, status)
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    if (user.status === status) return { position: null }
    await trx.from('users').where('id', userId).update({ status, updated_at: new Date() })
    if (status === 'SUSPENDED') {
      // Remember-me tokens would silently log the user back in.
      await trx.from('remember_me_tokens').where('tokenable_id', userId).delete()
    }
    const payload = { userId, email: user.email, role: user.role }
    const event = status === 'SUSPENDED' ? UserSuspendedV1.create(userId, payload) : UserActivatedV1.create(userId, payload)
    const position = await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
    return { position }
  })
}
