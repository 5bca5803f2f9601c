import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { appendEvents } from '#events/outbox'
import { UserRegisteredV1 } from '#events/identity/user-registered'
import { DomainError, type CommandContext } from '#modules/kernel/index'
import { recordRegistrationConsent } from '#modules/consent/index'
import { canSelfRegister } from '../domain/account-rules.js'
import { CONSENT_VERSION, DEFAULT_CONSULTATION_FEE } from '../domain/account-defaults.js'
import type { RegisterRequest as RegisterInput } from '../contracts/register-request.js'
import { queueVerificationMail } from './account-mails.js'

const BOOTSTRAP_LOCK = 774_100

export interface RegisterOptions {
  /** Where the verification link points (APP_URL or the request's origin); no link without it. */
  linkBase?: string
  /** The address is known to be the owner's (the demo seed): no verification mail. */
  emailVerified?: boolean
}

/**
 * Creates the user, its profile and consent in one transaction, with UserRegistered, and queues
 * the e-mail verification link.
 */
export async function registerUser(input: RegisterInput, ctx: CommandContext, options: RegisterOptions = {}) {
  const passwordHash = await hash.use('scrypt').make(input.password)
  return db
    .transaction(async (trx) => {
      if (input.role === 'ADMIN') await trx.rawQuery('SELECT pg_advisory_xact_lock(?)', [BOOTSTRAP_LOCK])
      const adminExists = input.role === 'ADMIN' && (await trx.from('users').where('role', 'ADMIN').first()) !== null
      const decision = canSelfRegister(input.role, adminExists)
      if (!decision.ok) throw new DomainError(decision.status, decision.message)

      const taken = await trx.from('users').where('email', input.email).first()
      if (taken) throw emailTaken()

      const [user] = await trx
        .table('users')
        .insert({
          email: input.email,
          password: passwordHash,
          role: input.role,
          full_name: input.role === 'PROVIDER' ? null : input.fullName,
          consent_version: CONSENT_VERSION,
          consent_at: new Date(),
          email_verified_at: options.emailVerified ? new Date() : null,
        })
        .returning('*')

      let profileId: string | null = null
      if (input.role === 'PATIENT') {
        // the medical record number is the column's default: the next of medical_record_number_seq (migration 0710)
        const [profile] = await trx.table('patient_profiles').insert({ user_id: user.id, full_name: input.fullName }).returning('id')
        profileId = profile.id
      } else if (input.role === 'PROVIDER') {
        const [profile] = await trx
          .table('provider_profiles')
          .insert({
            user_id: user.id,
            display_name: input.displayName,
            provider_role: input.providerRole,
            bio: input.bio || null,
            specialization: input.specialization || null,
            consultation_fee: DEFAULT_CONSULTATION_FEE,
            str_number: input.strNumber || null,
          })
          .returning('id')
        profileId = profile.id
      }

      if (!options.emailVerified && options.linkBase) {
        const name = (input.role === 'PROVIDER' ? input.displayName : input.fullName) ?? user.email
        await queueVerificationMail(trx, { id: user.id, email: user.email, role: user.role, name }, options.linkBase)
      }

      const position = await appendEvents(
        trx,
        [
          UserRegisteredV1.create(user.id, {
            userId: user.id,
            email: user.email,
            role: user.role,
            status: user.status,
            name: (input.role === 'PROVIDER' ? input.displayName : input.fullName) ?? user.email,
            profileId,
            providerRole: input.providerRole ?? null,
            specialization: input.specialization || null,
            ...(input.role === 'PROVIDER' ? { strNumber: input.strNumber || null } : {}),
            createdAt: new Date(user.created_at).toISOString(),
          }),
        ],
        { actorId: ctx.actor?.userId ?? user.id, correlationId: ctx.correlationId }
      )
      // the terms-and-privacy acceptance is the consent ledger's first entry (after UserRegistered,
      // whose position the answer carries: the read models a new account shows in wait for that one)
      await recordRegistrationConsent(trx, { id: user.id, role: user.role }, ctx)
      return { userId: user.id as string, position }
    })
    .catch((error) => {
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken()
      throw error
    })
}

export function isUniqueViolation(error: unknown, constraint: string) {
  const e = error as { code?: string; constraint?: string }
  return e.code === '23505' && e.constraint === constraint
}

export const emailTaken = () =>
  new DomainError(409, 'identity.email_taken', [{ field: 'email', message: 'identity.email_taken_field' }])
