import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { contentSecurityPolicy } from '#server/app/security/content_security_policy'

// Built once from the settings the server started with (env is read at boot).
let policy: string | undefined
const currentPolicy = () =>
  (policy ??= contentSecurityPolicy({
    meetBaseUrl: process.env.MEET_BASE_URL,
    frameUrls: [
      process.env.QUESTIONNAIRE_INITIAL_URL,
      process.env.QUESTIONNAIRE_EVALUATION_URL,
      ...(process.env.CSP_FRAME_ORIGINS ?? '').split(','),
    ],
  }))

/**
 * Headers every response carries: a Content-Security-Policy, no framing by other sites
 * (clickjacking), no MIME sniffing.
 */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { response } = ctx
    response.header('X-Frame-Options', 'DENY')
    response.header('Content-Security-Policy', currentPolicy())
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (app.inProduction) response.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    return next()
  }
}
