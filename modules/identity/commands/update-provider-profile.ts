import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { ProviderProfileUpdatedV1 } from '#events/identity/provider-profile-updated'
import { DomainError, forbidden, type CommandContext } from '#modules/kernel/index'
import type { ProviderOwnProfilePatch } from '../contracts/provider-own-profile-request.js'
import { providerProfileDto } from '../queries/own-profile.js'
import { applyStrNumber } from './set-str-number.js'
import { loadUserForUpdate } from './load-user.js'
import { isUniqueViolation } from './register-user.js'

const COLUMNS = {
  displayName: 'display_name',
  providerRole: 'provider_role',
  specialization: 'specialization',
  bio: 'bio',
  consultationFee: 'consultation_fee',
  offersChat: 'offers_chat',
  chatFee: 'chat_fee',
  nik: 'nik',
} as const
type Field = keyof typeof COLUMNS

/**
 * A provider changes their own profile: name with title, role, specialization, bio, fee (whole
 * thousands of Rupiah, checked by the request schema) and STR number. The profile fields publish
 * ProviderProfileUpdated; a changed STR number publishes ProviderStrNumberChanged and withdraws the
 * verification (set-str-number's rule), in the same transaction.
 */
export async function updateProviderProfile(userId: string, patch: ProviderOwnProfilePatch, ctx: CommandContext) {
  try {
    return await writeProviderProfile(userId, patch, ctx)
  } catch (error) {
    if (isUniqueViolation(error, 'provider_profiles_nik_unique')) {
      throw new DomainError(422, 'identity.profile_invalid', [{ field: 'nik', message: 'validation.profile.nikTaken' }])
    }
    throw error
  }
}

function writeProviderProfile(userId: string, patch: ProviderOwnProfilePatch, ctx: CommandContext) {
  return db.transaction(async (trx) => {
    const user = await loadUserForUpdate(trx, userId)
    const row = user.role === 'PROVIDER' ? await trx.from('provider_profiles').where('user_id', userId).forUpdate().first() : null
    if (!row) throw forbidden('identity.profile_only_own')
    const current = providerProfileDto(row, user.email)

    const { strNumber, ...fields } = patch
    const changed = (Object.keys(fields) as Field[]).filter((f) => fields[f] !== undefined && fields[f] !== current[f])
    const events = []
    if (changed.length > 0) {
      await trx
        .from('provider_profiles')
        .where('id', row.id)
        .update(Object.fromEntries(changed.map((f) => [COLUMNS[f], fields[f]])))
      const next = { ...current, ...Object.fromEntries(changed.map((f) => [f, fields[f]])) }
      events.push(
        ProviderProfileUpdatedV1.create(userId, {
          userId,
          email: user.email,
          profileId: row.id,
          changedFields: changed,
          displayName: next.displayName,
          providerRole: next.providerRole,
          specialization: next.specialization,
          bio: next.bio,
          consultationFee: next.consultationFee,
          offersChat: next.offersChat,
          chatFee: next.chatFee,
        })
      )
    }
    if (strNumber !== undefined) {
      const strEvent = await applyStrNumber(trx, user, row, strNumber)
      if (strEvent) events.push(strEvent)
    }
    const position = events.length
      ? await appendEvents(trx, events, { actorId: ctx.actor?.userId, correlationId: ctx.correlationId })
      : null
    const updated = await trx.from('provider_profiles').where('id', row.id).first()
    return { profile: providerProfileDto(updated, user.email), position }
  })
}
