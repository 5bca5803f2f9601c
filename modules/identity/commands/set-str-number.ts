import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { ProviderStrNumberChangedV1 } from '#events/identity/provider-str-number-changed'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { strChangeRevokesVerification } from '../domain/provider-verification.js'
import { loadUserForUpdate } from './load-user.js'

/**
 * A provider enters (or corrects) their STR number on their profile. A different number than the
 * verified one needs a new check, so it withdraws the verification until an admin verifies again.
 */
export async function setStrNumber(userId: string, strNumber: string, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    const user = await loadUserForUpdate(trx, userId)
    const profile = user.role === 'PROVIDER' ? await trx.from('provider_profiles').where('user_id', userId).forUpdate().first() : null
    if (!profile) throw new DomainError(403, 'identity.str_only_providers')
    if (profile.str_number === strNumber) return { position: null }

    const revoked = strChangeRevokesVerification(
      { role: user.role, strNumber: profile.str_number, verifiedAt: profile.verified_at },
      strNumber
    )
    await trx
      .from('provider_profiles')
      .where('id', profile.id)
      .update({ str_number: strNumber, ...(revoked ? { verified_at: null, verified_by: null } : {}) })
    const event = ProviderStrNumberChangedV1.create(userId, {
      userId,
      email: user.email,
      profileId: profile.id,
      strNumber,
      verificationRevoked: revoked,
    })
    return { position: await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId }) }
  })
}
