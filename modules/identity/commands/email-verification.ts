import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { EmailVerifiedV1 } from '#events/identity/email-verified'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { queueVerificationMail } from './account-mails.js'
import { redeemToken } from './account-tokens.js'
import { recipientOf } from './recipient.js'

/** POST /api/email/verify: the link's account gets a verified e-mail (whoever is signed in here). */
export async function verifyEmail(token: string, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    const { user } = await redeemToken(trx, token, ['VERIFY_EMAIL'])
    if (user.email_verified_at) return { userId: user.id, position: null }
    const now = new Date()
    await trx.from('users').where('id', user.id).update({ email_verified_at: now, updated_at: now })
    const event = EmailVerifiedV1.create(user.id, {
      userId: user.id,
      email: user.email,
      via: 'VERIFY_EMAIL',
      verifiedAt: now.toISOString(),
    })
    return { userId: user.id, position: await appendEvents(trx, [event], { actorId: user.id, correlationId: ctx.correlationId }) }
  })
}

/** "Kirim ulang": a new link to the signed-in user's own address (the earlier link stops working). */
export async function resendVerification(userId: string, linkBase: string) {
  await db.transaction(async (trx) => {
    const user = await trx.from('users').where('id', userId).forUpdate().first()
    if (user.email_verified_at) throw new DomainError(409, 'identity.email_already_verified')
    await queueVerificationMail(trx, await recipientOf(trx, user), linkBase)
  })
}
