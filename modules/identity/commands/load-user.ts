import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { notFound } from '#modules/kernel/index'
import type { Role, UserStatus } from '../contracts/roles.js'

/** Loads a user row for update inside a command's transaction (404 when absent or anonymised). */
export async function loadUserForUpdate(trx: QueryClientContract, userId: string) {
  const user = await trx.from('users').where('id', userId).whereNull('anonymised_at').forUpdate().first()
  if (!user) throw notFound('identity.user_not_found')
  return user as { id: string; email: string; role: Role; status: UserStatus }
}
