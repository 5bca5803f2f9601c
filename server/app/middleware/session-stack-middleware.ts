import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import InitializeAuthMiddleware from '@adonisjs/auth/initialize_auth_middleware'
import env from '#start/env'
import { SESSION_COOKIE } from '#config/session'
import logger from '@adonisjs/core/services/logger'
import { isSessionless } from '#server/http/sessionless-routes'
import { isIdentityNeutral } from '#modules/kernel/index'
import { identityListener } from '#server/http/identity-listener'
import { rememberVerifiedSessionCookie } from '#server/http/verified-session-cookie'

interface Stack {
  bodyParser: BodyParserMiddleware
  session: SessionMiddleware<any>
  initializeAuth: InitializeAuthMiddleware
}
let stack: Promise<Stack> | undefined
const resolveStack = () =>
  (stack ??= (async () => {
    // The session/user cache answers only while this node listens for identity changes.
    identityListener.ensureStarted(env.get('DATABASE_URL'), logger)
    app.terminating(() => identityListener.stop())
    return {
      bodyParser: await app.container.make(BodyParserMiddleware),
      session: await app.container.make(SessionMiddleware),
      initializeAuth: new InitializeAuthMiddleware(),
    }
  })())

/**
 * The session cookie lives until the browser closes (clearWithBrowser, no expiry), so sending
 * the same signed id back on every response is pure cost (HMAC + Set-Cookie, ~6 % of a
 * signed-in GET). It is still sent when the id is new or regenerated (login).
 */
function keepUnchangedSessionCookie(ctx: HttpContext) {
  const session = ctx.session
  if (!session || session.fresh || !session.config.clearWithBrowser) return
  const idFromCookie = session.sessionId
  const response = ctx.response
  const setCookie = response.cookie
  response.cookie = function (name, value, options) {
    if (name === session.config.cookieName && value === idFromCookie && session.sessionId === idFromCookie) return this
    return setCookie.call(this, name, value, options)
  }
}

/**
 * Body parsing, the session and auth initialisation, run only for the routes that use them:
 * sessionless routes (health, SPA, unknown API) pay nothing. Replaces three `router.use`
 * entries that every matched route used to run.
 */
export default class SessionStackMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isSessionless(ctx.route?.pattern)) return next()
    const { bodyParser, session, initializeAuth } = await resolveStack()
    rememberVerifiedSessionCookie(ctx, SESSION_COOKIE)
    const result = await bodyParser.handle(ctx, () =>
      session.handle(ctx, () => {
        keepUnchangedSessionCookie(ctx)
        return initializeAuth.handle(ctx, next)
      })
    )
    // A write may have changed a user or a session: answer once this node's cache has seen it
    // (not for the routes declared to change neither, such as a message sent).
    const method = ctx.request.method()
    if (method !== 'GET' && method !== 'HEAD' && !isIdentityNeutral(method, ctx.route?.pattern)) await identityListener.barrier()
    return result
  }
}
