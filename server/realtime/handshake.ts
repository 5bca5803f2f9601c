import { ServerResponse, type IncomingMessage } from 'node:http'
import app from '@adonisjs/core/services/app'
import server from '@adonisjs/core/services/server'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { Role } from '#modules/identity/index'

export interface SocketUser {
  id: string
  role: Role
}

/** The session each authenticated handshake belongs to; kept off socket.data, which other nodes can read. */
const sessionOfRequest = new WeakMap<IncomingMessage, string>()
export const handshakeSessionId = (req: IncomingMessage) => sessionOfRequest.get(req)

/**
 * Authenticates a Socket.IO handshake with the same session cookie as HTTP: builds an
 * HttpContext from the upgrade request and runs the session middleware and the web guard.
 */
export async function authenticateHandshake(req: IncomingMessage): Promise<SocketUser | null> {
  const res = new ServerResponse(req)
  const ctx = server.createHttpContext(server.createRequest(req, res), server.createResponse(req, res), app.container.createResolver())
  const sessionMiddleware = await app.container.make(SessionMiddleware)
  const authManager = await app.container.make('auth.manager')
  let user: SocketUser | null = null
  await sessionMiddleware.handle(ctx, async () => {
    const auth = authManager.createAuthenticator(ctx)
    const guard = auth.use('web')
    if (await guard.check()) {
      const found = guard.user as unknown as SocketUser & { status: string }
      if (found.status === 'ACTIVE') user = { id: found.id, role: found.role }
    }
    if (user) sessionOfRequest.set(req, ctx.session.sessionId)
  })
  return user
}
