import db from '@adonisjs/lucid/services/db'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'
import { identityCache } from '#modules/identity/index'

/**
 * The session guard's user lookup, served from the per-node identity cache (evicted on every
 * node by NOTIFY when the user row changes). A fresh model instance is built per request from
 * the cached row, so no request can change another's user object.
 */
export class CachedSessionUserProvider<UserModel extends LucidAuthenticatable> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | bigint) {
    const id = String(identifier)
    const row = await identityCache.users.remember(id, () => db.from('users').where('id', id).first())
    if (!row) return null
    const model = await this.getModel()
    const user = model.$createFromAdapterResult({ ...row }) as InstanceType<UserModel> | null
    return user ? this.createUserForGuard(user) : null
  }
}
