import { defineConfig } from '@adonisjs/shield'
import env from '#start/env'
import { cspDirectives } from '#server/app/security/content-security-policy'

/**
 * Security headers by @adonisjs/shield (docs/adr/0013-security-headers-and-csrf.md). Its token
 * CSRF stays off: state-changing requests must be same-origin JSON, checked by the input guard
 * (docs/security.md), and shield's guard would force a session onto sessionless routes.
 */
export default defineConfig({
  csp: {
    enabled: true,
    directives: cspDirectives({
      meetBaseUrl: env.get('MEET_BASE_URL'),
      frameUrls: [
        env.get('QUESTIONNAIRE_INITIAL_URL'),
        env.get('QUESTIONNAIRE_EVALUATION_URL'),
        ...(env.get('CSP_FRAME_ORIGINS') ?? '').split(','),
      ],
    }),
    reportOnly: false,
  },
  csrf: { enabled: false },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: env.get('NODE_ENV') === 'production', maxAge: 31_536_000, includeSubDomains: true },
  contentTypeSniffing: { enabled: true },
})
