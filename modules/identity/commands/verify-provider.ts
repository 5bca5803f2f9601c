import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { ProviderVerifiedV1 } from '#events/identity/provider-verified'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { canVerifyProvider } from '../domain/provider-verification.js'
import { loadUserForUpdate } from './load-user.js'

/**
 * "Verifikasi": an admin confirms the provider's STR number. Audited as ProviderVerified (who,
 * when, which number); verifying an already verified provider changes nothing.
 */
export async function verifyProvider(userId: string, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    const user = await loadUserForUpdate(trx, userId)
    const profile = await trx.from('provider_profiles').where('user_id', userId).forUpdate().first()
    const target = { role: user.role, strNumber: profile?.str_number ?? null, verifiedAt: profile?.verified_at ?? null }
    const decision = canVerifyProvider(target)
    if (!decision.ok) throw new DomainError(decision.status, decision.message, [{ field: 'strNumber', message: decision.message }])
    if (target.verifiedAt) return { position: null }

    const verifiedAt = new Date()
    await trx.from('provider_profiles').where('id', profile.id).update({ verified_at: verifiedAt, verified_by: ctx.actor!.userId })
    const event = ProviderVerifiedV1.create(userId, {
      userId,
      email: user.email,
      profileId: profile.id,
      strNumber: profile.str_number,
      verifiedBy: ctx.actor!.userId,
      verifiedAt: verifiedAt.toISOString(),
    })
    return { position: await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId }) }
  })
}
