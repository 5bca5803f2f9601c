import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { appendEvents } from '#events/outbox'
import { UserDeletedV1 } from '#events/identity/user-deleted'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { canDeleteUser } from '../domain/account-rules.js'
import { loadUserForUpdate } from './load-user.js'

/**
 * Deletes an account. When clinical data references it (appointments, medical records — kept
 * 25 years under Permenkes 24/2022), the foreign keys refuse the delete; the login is then
 * anonymised and deactivated instead, and the records stay.
 */
export async function deleteUser(userId: string, ctx: CommandContext) {
  const unusablePassword = await hash.use('scrypt').make(randomBytes(32).toString('hex'))
  return db.transaction(async (trx) => {
    const user = await loadUserForUpdate(trx, userId)
    const decision = canDeleteUser(user.role)
    if (!decision.ok) throw new DomainError(decision.status, decision.message)

    let anonymised = false
    await trx.rawQuery('SAVEPOINT hard_delete')
    try {
      await trx.from('users').where('id', userId).delete()
    } catch (error) {
      // 23503 foreign_key_violation, 23001 restrict_violation: clinical data references the account
      if (!['23503', '23001'].includes((error as { code?: string }).code ?? '')) throw error
      await trx.rawQuery('ROLLBACK TO SAVEPOINT hard_delete')
      anonymised = true
      await trx
        .from('users')
        .where('id', userId)
        .update({
          email: `deleted-${userId}@anonymised.invalid`,
          password: unusablePassword,
          status: 'SUSPENDED',
          anonymised_at: new Date(),
          updated_at: new Date(),
        })
      await trx.from('remember_me_tokens').where('tokenable_id', userId).delete()
    }
    const position = await appendEvents(
      trx,
      [UserDeletedV1.create(userId, { userId, email: user.email, role: user.role, anonymised })],
      { actorId: ctx.actor?.userId, correlationId: ctx.correlationId }
    )
    return { position, anonymised }
  })
}
