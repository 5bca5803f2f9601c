import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { DomainError, commandContext, exposePosition, parseBody } from '#modules/kernel/index'
import User from '../db/user.js'
import { canSignIn } from '../domain/account-rules.js'
import { registerUser } from '../commands/register-user.js'
import { getUserWithProfile } from '../queries/current-user.js'
import { loginSchema, registerSchema } from './schemas.js'

const accountLimit = () => limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })
const ipLimit = () => limiter.use({ requests: 50, duration: '15 mins', blockDuration: '15 mins' })

export default class AuthController {
  async register(ctx: HttpContext) {
    const input = parseBody(registerSchema, ctx.request.body())
    const { userId, position } = await registerUser(input, commandContext(ctx))
    const user = await User.findOrFail(userId)
    await ctx.auth.use('web').login(user)
    exposePosition(ctx, position)
    return ctx.response.status(201).send(await getUserWithProfile(userId))
  }

  async login(ctx: HttpContext) {
    const { email, password, remember } = parseBody(loginSchema, ctx.request.body())
    const verify = async () => {
      const [throttled, found] = await accountLimit().penalize(`login_${email}`, () =>
        User.verifyCredentials(email, password)
      )
      if (throttled) throw throttled
      return found
    }
    let user: User
    try {
      const [throttled, found] = await ipLimit().penalize(`login_ip_${ctx.request.ip()}`, verify)
      if (throttled) throw throttled
      user = found
    } catch (error) {
      if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
        const minutes = Math.max(1, Math.ceil(error.response.availableIn / 60))
        throw new DomainError(429, `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`)
      }
      if ((error as { code?: string }).code === 'E_INVALID_CREDENTIALS') {
        throw new DomainError(401, 'Email atau kata sandi salah')
      }
      throw error
    }
    const decision = canSignIn(user.status, user.anonymisedAt !== null)
    if (!decision.ok) throw new DomainError(decision.status, decision.message)
    await ctx.auth.use('web').login(user, remember)
    return getUserWithProfile(user.id)
  }

  async logout(ctx: HttpContext) {
    if (await ctx.auth.use('web').check()) await ctx.auth.use('web').logout()
    return ctx.response.noContent()
  }

  async me(ctx: HttpContext) {
    const guard = ctx.auth.use('web')
    if (!(await guard.check())) throw new DomainError(401, 'Belum masuk')
    if (guard.user!.status !== 'ACTIVE') {
      await guard.logout()
      throw new DomainError(401, 'Sesi berakhir: akun ditangguhkan')
    }
    return getUserWithProfile(guard.user!.id)
  }
}
