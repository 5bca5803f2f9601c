import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
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
    const event = await applyStrNumber(trx, user, profile, strNumber)
    if (!event) return { position: null }
    return { position: await appendEvents(trx, [event], { actorId: ctx.actor?.userId, correlationId: ctx.correlationId }) }
  })
}

/**
 * The STR change inside a caller's transaction (the provider's row locked): writes it, withdraws a
 * verification that no longer holds, and returns the event to append (null: the number is the same).
 */
export async function applyStrNumber(
  trx: TransactionClientContract,
  user: { id: string; email: string; role: 'PATIENT' | 'PROVIDER' | 'ADMIN' },
  profile: { id: string; str_number: string | null; verified_at: Date | null },
  strNumber: string
) {
  if (profile.str_number === strNumber) return null
  const revoked = strChangeRevokesVerification(
    { role: user.role, strNumber: profile.str_number, verifiedAt: profile.verified_at },
    strNumber
  )
  await trx
    .from('provider_profiles')
    .where('id', profile.id)
    .update({ str_number: strNumber, ...(revoked ? { verified_at: null, verified_by: null } : {}) })
  return ProviderStrNumberChangedV1.create(user.id, {
    userId: user.id,
    email: user.email,
    profileId: profile.id,
    strNumber,
    verificationRevoked: revoked,
  })
}
