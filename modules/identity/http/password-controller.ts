import type { HttpContext } from '@adonisjs/core/http'
import { commandContext, consumeOrRefuse, exposePosition, parseBody } from '#modules/kernel/index'
import { appOrigin } from '#modules/kernel/index'
import { changePassword, requestPasswordReset, resetPassword } from '../commands/passwords.js'
import { resendVerification, verifyEmail } from '../commands/email-verification.js'
import { getUserWithProfile } from '../queries/current-user.js'
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../contracts/password-requests.js'
import { digest } from './throttle.js'

/** Reset links per IP and per address; verification links and password changes per account. */
const FORGOT_PER_IP = { requests: 20, duration: '15 mins' }
const FORGOT_PER_ADDRESS = { requests: 3, duration: '15 mins' }
const RESEND_PER_ACCOUNT = { requests: 5, duration: '1 hour' }
const CHANGE_PER_ACCOUNT = { requests: 10, duration: '15 mins' }

export default class PasswordController {
  /** Same 202 and body whether or not the address has an account (nothing to learn from it). */
  async forgot(ctx: HttpContext) {
    const { email } = parseBody(forgotPasswordRequestSchema, ctx.request.body())
    const tooMany = 'identity.too_many_reset_requests'
    await consumeOrRefuse(`forgot_ip_${digest(ctx.request.ip())}`, FORGOT_PER_IP.requests, FORGOT_PER_IP.duration, tooMany)
    await consumeOrRefuse(`forgot_to_${digest(email)}`, FORGOT_PER_ADDRESS.requests, FORGOT_PER_ADDRESS.duration, tooMany)
    await requestPasswordReset(email, appOrigin())
    return ctx.response.status(202).send({ message: ctx.i18n.t('identity.reset_link_sent') })
  }

  async reset(ctx: HttpContext) {
    const { token, password } = parseBody(resetPasswordRequestSchema, ctx.request.body())
    const { position } = await resetPassword(token, password, commandContext(ctx))
    exposePosition(ctx, position)
    return { message: ctx.i18n.t('identity.password_reset_done') }
  }

  async change(ctx: HttpContext) {
    const input = parseBody(changePasswordRequestSchema, ctx.request.body())
    const context = commandContext(ctx)
    const userId = context.actor!.userId
    await consumeOrRefuse(
      `password_change_${userId}`,
      CHANGE_PER_ACCOUNT.requests,
      CHANGE_PER_ACCOUNT.duration,
      'identity.too_many_password_changes'
    )
    const { position } = await changePassword(input, ctx.session.sessionId, context)
    exposePosition(ctx, position)
    return { message: ctx.i18n.t('identity.password_changed') }
  }

  async verifyEmail(ctx: HttpContext) {
    const { token } = parseBody(verifyEmailRequestSchema, ctx.request.body())
    const { position } = await verifyEmail(token, commandContext(ctx))
    exposePosition(ctx, position)
    return { message: ctx.i18n.t('identity.email_verified') }
  }

  /** A new verification link to the signed-in user's own address (there is no address to give). */
  async resendVerification(ctx: HttpContext) {
    const userId = commandContext(ctx).actor!.userId
    const user = await getUserWithProfile(userId)
    if (!user.emailVerified) {
      await consumeOrRefuse(
        `verify_mail_${userId}`,
        RESEND_PER_ACCOUNT.requests,
        RESEND_PER_ACCOUNT.duration,
        'identity.too_many_verification_mails'
      )
    }
    await resendVerification(userId, appOrigin())
    return ctx.response.status(202).send({ message: ctx.i18n.t('identity.verification_sent') })
  }
}
