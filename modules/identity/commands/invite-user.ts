import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { appendEvents } from '#events/outbox'
import { UserRegisteredV1 } from '#events/identity/user-registered'
import { UserInvitedV1 } from '#events/identity/user-invited'
import type { CommandContext } from '#modules/kernel/index'
import { TOKEN_LIFETIME_MS } from '../domain/account-tokens.js'
import { DEFAULT_CONSULTATION_FEE } from '../domain/account-defaults.js'
import type { InviteUserRequest } from '../contracts/invite-user-request.js'
import { queueInvitationMail } from './account-mails.js'
import { emailTaken, isUniqueViolation } from './register-user.js'

/**
 * "Tambah Pengguna": an admin creates a provider or admin account. It has no usable password
 * (the hash of a random secret nobody holds) until its owner opens the invitation link, which
 * sets one and verifies the e-mail. Announced as UserRegistered (the admin list shows it at
 * once) and UserInvited.
 */
export async function inviteUser(input: InviteUserRequest, linkBase: string, ctx: CommandContext) {
  const unusable = await hash.use('scrypt').make(randomBytes(32).toString('base64url'))
  const adminId = ctx.actor!.userId
  return db
    .transaction(async (trx) => {
      if (await trx.from('users').where('email', input.email).first()) throw emailTaken()
      const name = (input.role === 'PROVIDER' ? input.displayName : input.fullName)!
      const [user] = await trx
        .table('users')
        .insert({ email: input.email, password: unusable, role: input.role, full_name: input.role === 'ADMIN' ? name : null })
        .returning('*')
      let profileId: string | null = null
      if (input.role === 'PROVIDER') {
        const [profile] = await trx
          .table('provider_profiles')
          .insert({
            user_id: user.id,
            display_name: name,
            provider_role: input.providerRole,
            specialization: input.specialization || null,
            consultation_fee: DEFAULT_CONSULTATION_FEE,
            str_number: input.strNumber || null,
          })
          .returning('id')
        profileId = profile.id
      }
      await queueInvitationMail(trx, { id: user.id, email: user.email, role: user.role, name }, linkBase)
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS.INVITE).toISOString()
      const position = await appendEvents(
        trx,
        [
          UserRegisteredV1.create(user.id, {
            userId: user.id,
            email: user.email,
            role: user.role,
            status: user.status,
            name,
            profileId,
            providerRole: input.providerRole ?? null,
            specialization: input.specialization || null,
            ...(input.role === 'PROVIDER' ? { strNumber: input.strNumber || null } : {}),
            createdAt: new Date(user.created_at).toISOString(),
          }),
          UserInvitedV1.create(user.id, { userId: user.id, email: user.email, role: input.role, invitedBy: adminId, expiresAt }),
        ],
        { actorId: adminId, correlationId: ctx.correlationId }
      )
      return { userId: user.id as string, position }
    })
    .catch((error) => {
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken()
      throw error
    })
}
