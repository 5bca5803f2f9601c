import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { UserEmailChangedV1 } from '#events/identity/user-email-changed'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { canChangeEmail } from '../domain/account-rules.js'
import { loadUserForUpdate } from './load-user.js'
import { emailTaken, isUniqueViolation } from './register-user.js'

export async function changeUserEmail(userId: string, email: string, ctx: CommandContext) {
  return db
    .transaction(async (trx) => {
      const user = await loadUserForUpdate(trx, userId)
      const decision = canChangeEmail(ctx.actor!.userId, userId, user.role)
      if (!decision.ok) throw new DomainError(decision.status, decision.message)
      if (user.email === email) return { position: null }
      const taken = await trx.from('users').where('email', email).whereNot('id', userId).first()
      if (taken) throw emailTaken()
      await trx.from('users').where('id', userId).update({ email, updated_at: new Date() })
      const position = await appendEvents(trx, [UserEmailChangedV1.create(userId, { userId, previousEmail: user.email, email })], {
        actorId: ctx.actor?.userId,
        correlationId: ctx.correlationId,
      })
      return { position }
    })
    .catch((error) => {
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken()
      throw error
    })
}
