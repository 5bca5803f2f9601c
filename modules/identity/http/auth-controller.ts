import type { HttpContext } from '@adonisjs/core/http'
import { DomainError, commandContext, exposePosition, parseBody } from '#modules/kernel/index'
import { appOrigin } from '#modules/kernel/index'
import User from '../db/user.js'
import { canSignIn } from '../domain/account-rules.js'
import { registerUser } from '../commands/register-user.js'
import { getCachedUserWithProfile, getUserWithProfile } from '../queries/current-user.js'
import { loginRequestSchema } from '../contracts/login-request.js'
import { registerRequestSchema } from '../contracts/register-request.js'
import { rememberDevice, throttleRegistration, verifyThrottled } from './throttle.js'

export default class AuthController {
  async register(ctx: HttpContext) {
    const input = parseBody(registerRequestSchema, ctx.request.body())
    await throttleRegistration(ctx.request.ip())
    const { userId, position } = await registerUser(input, commandContext(ctx), { linkBase: appOrigin() })
    const user = await User.findOrFail(userId)
    await ctx.auth.use('web').login(user)
    rememberDevice(ctx, input.email)
    exposePosition(ctx, position)
    return ctx.response.status(201).send(await getUserWithProfile(userId))
  }

  async login(ctx: HttpContext) {
    const { email, password, remember } = parseBody(loginRequestSchema, ctx.request.body())
    const user = await verifyThrottled(ctx, email, () => User.verifyCredentials(email, password))
    const decision = canSignIn(user.status, user.anonymisedAt !== null)
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    await ctx.auth.use('web').login(user, remember)
    rememberDevice(ctx, email)
    return getUserWithProfile(user.id)
  }

  async logout(ctx: HttpContext) {
    if (await ctx.auth.use('web').check()) await ctx.auth.use('web').logout()
    return ctx.response.noContent()
  }

  async me(ctx: HttpContext) {
    const guard = ctx.auth.use('web')
    if (!(await guard.check())) throw new DomainError(401, 'identity.not_signed_in')
    if (guard.user!.status !== 'ACTIVE') {
      await guard.logout()
      throw new DomainError(401, 'identity.session_ended_suspended')
    }
    return getCachedUserWithProfile(guard.user!.id)
  }
}
