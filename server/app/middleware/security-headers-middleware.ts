import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { contentSecurityPolicy } from '#server/app/security/content-security-policy'

/** Computed once, when the first request loads this file (the settings are read at boot). */
const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['X-Frame-Options', 'DENY'],
  [
    'Content-Security-Policy',
    contentSecurityPolicy({
      meetBaseUrl: env.get('MEET_BASE_URL'),
      frameUrls: [
        env.get('QUESTIONNAIRE_INITIAL_URL'),
        env.get('QUESTIONNAIRE_EVALUATION_URL'),
        ...(env.get('CSP_FRAME_ORIGINS') ?? '').split(','),
      ],
    }),
  ],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ...(app.inProduction ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
]

/**
 * Headers every response carries: a Content-Security-Policy, no framing by other sites
 * (clickjacking), no MIME sniffing.
 */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    for (const [name, value] of SECURITY_HEADERS) ctx.response.header(name, value)
    return next()
  }
}
