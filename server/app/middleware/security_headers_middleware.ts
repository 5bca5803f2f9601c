import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Headers every response carries: no framing by other sites (clickjacking), no MIME sniffing. */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { response } = ctx
    response.header('X-Frame-Options', 'DENY')
    response.header('Content-Security-Policy', "frame-ancestors 'none'")
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (app.inProduction) response.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    return next()
  }
}
