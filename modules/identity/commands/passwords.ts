import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { appendEvents } from '#events/outbox'
import { PasswordResetV1 } from '#events/identity/password-reset'
import { PasswordChangedV1 } from '#events/identity/password-changed'
import { EmailVerifiedV1 } from '#events/identity/email-verified'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { queueResetMail } from './account-mails.js'
import { redeemToken } from './account-tokens.js'
import { endSessions } from './end-sessions.js'
import { recipientOf } from './recipient.js'

/**
 * "Lupa kata sandi": mails a reset link when the address belongs to an active account, and
 * does nothing otherwise. The caller answers the same in both cases.
 */
export async function requestPasswordReset(email: string, linkBase: string) {
  await db.transaction(async (trx) => {
    const user = await trx.from('users').where('email', email).where('status', 'ACTIVE').whereNull('anonymised_at').first()
    if (!user) return
    await queueResetMail(trx, await recipientOf(trx, user), linkBase)
  })
}

/**
 * Sets a new password from a reset or invitation link: the token is used up, every session of
 * the account ends, and the mailbox counts as verified (the link reached it).
 */
export async function resetPassword(token: string, password: string, ctx: CommandContext) {
  const passwordHash = await hash.use('scrypt').make(password)
  return db.transaction(async (trx) => {
    const { purpose, user } = await redeemToken(trx, token, ['RESET', 'INVITE'])
    const via = purpose === 'INVITE' ? 'INVITE' : 'RESET'
    const now = new Date()
    const verifiesEmail = !user.email_verified_at
    await trx
      .from('users')
      .where('id', user.id)
      .update({ password: passwordHash, updated_at: now, ...(verifiesEmail ? { email_verified_at: now } : {}) })
    const sessionsEnded = await endSessions(trx, user.id)
    const events: Array<ReturnType<typeof PasswordResetV1.create> | ReturnType<typeof EmailVerifiedV1.create>> = [
      PasswordResetV1.create(user.id, { userId: user.id, via, sessionsEnded, at: now.toISOString() }),
    ]
    if (verifiesEmail) {
      events.push(EmailVerifiedV1.create(user.id, { userId: user.id, email: user.email, via, verifiedAt: now.toISOString() }))
    }
    const position = await appendEvents(trx, events, { actorId: user.id, correlationId: ctx.correlationId })
    return { userId: user.id, email: user.email as string, position }
  })
}

/** The signed-in user's new password: the current one must match; other sessions end, this one stays. */
export async function changePassword(
  input: { currentPassword: string; password: string },
  currentSessionId: string,
  ctx: CommandContext
) {
  const userId = ctx.actor!.userId
  const stored = await db.from('users').where('id', userId).select('password').first()
  if (!stored || !(await hash.use('scrypt').verify(stored.password, input.currentPassword))) {
    throw new DomainError(422, 'identity.current_password_wrong', [
      { field: 'currentPassword', message: 'identity.current_password_wrong' },
    ])
  }
  const passwordHash = await hash.use('scrypt').make(input.password)
  return db.transaction(async (trx) => {
    // the password checked above must still be the stored one (a parallel change wins once)
    const locked = await trx.from('users').where('id', userId).forUpdate().first()
    if (locked.password !== stored.password) {
      throw new DomainError(422, 'identity.current_password_wrong', [
        { field: 'currentPassword', message: 'identity.current_password_wrong' },
      ])
    }
    const now = new Date()
    await trx.from('users').where('id', userId).update({ password: passwordHash, updated_at: now })
    const sessionsEnded = await endSessions(trx, userId, currentSessionId)
    const event = PasswordChangedV1.create(userId, { userId, sessionsEnded, at: now.toISOString() })
    return { position: await appendEvents(trx, [event], { actorId: userId, correlationId: ctx.correlationId }) }
  })
}
