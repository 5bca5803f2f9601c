import { defineConfig } from '@adonisjs/shield'
import env from '#start/env'

/**
 * Security headers by @adonisjs/shield (docs/adr/0013-security-headers-and-csrf.md), except the
 * Content-Security-Policy: it is constant, so security-headers-middleware renders it once instead
 * of shield rendering it (with a nonce nothing uses) per request. Its token CSRF stays off:
 * state-changing requests must be same-origin JSON, checked by the input guard (docs/security.md),
 * and shield's guard would force a session onto sessionless routes.
 */
export default defineConfig({
  csp: { enabled: false },
  csrf: { enabled: false },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: env.get('NODE_ENV') === 'production', maxAge: 31_536_000, includeSubDomains: true },
  contentTypeSniffing: { enabled: true },
})
