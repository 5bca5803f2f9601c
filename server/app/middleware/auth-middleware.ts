import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#modules/kernel/index'

/**
 * Authenticates with the session guard and refuses suspended accounts, so a
 * suspension ends every open session on its next request.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { roles?: string[] } = {}) {
    const isLoggedIn = await ctx.auth.use('web').check()
    if (!isLoggedIn) throw new DomainError(401, 'http.sign_in_first')
    const user = ctx.auth.use('web').user!
    if (user.status !== 'ACTIVE') {
      await ctx.auth.use('web').logout()
      throw new DomainError(403, 'identity.account_suspended')
    }
    if (options.roles && !options.roles.includes(user.role)) {
      throw new DomainError(403, 'http.role_not_allowed')
    }
    return next()
  }
}
