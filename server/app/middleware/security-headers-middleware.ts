import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { cspDirectives, renderCsp } from '#server/app/security/content-security-policy'

/**
 * The policy is constant, so it is rendered once here rather than by @adonisjs/shield, which makes
 * a nonce and renders the header anew on every request (5 % of a screen request's CPU, profiled;
 * docs/performance.md). Shield still sets X-Frame-Options, nosniff and HSTS (config/shield.ts).
 */
const CONTENT_SECURITY_POLICY = renderCsp(
  cspDirectives({
    meetBaseUrl: env.get('MEET_BASE_URL'),
    frameUrls: [
      env.get('QUESTIONNAIRE_INITIAL_URL'),
      env.get('QUESTIONNAIRE_EVALUATION_URL'),
      ...(env.get('CSP_FRAME_ORIGINS') ?? '').split(','),
    ],
  })
)

/** The Content-Security-Policy, and no full URLs, with their ids, leaking to other sites. */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    ctx.response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    return next()
  }
}
