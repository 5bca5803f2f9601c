import { isIPv6 } from 'node:net'
import server from '@adonisjs/core/services/server'
import env from '#start/env'

/**
 * The one origin links that leave the app point at (reset, verification, invitation, the
 * consultation link of the built-in call — docs/security.md, issue 24 row 1): APP_URL, which production must set (server/start/env.ts refuses to start
 * without it); elsewhere the address this process listens on. Never a request header: `Host`
 * and `X-Forwarded-Host` are the client's to choose.
 */
export function appOrigin(): string {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/+$/, '')
  return listeningOrigin()
}

/** http://HOST:port of the bound server (PORT=0 binds a free port; the bound one is read back). */
function listeningOrigin(): string {
  const address = server.getNodeServer()?.address()
  const port = address && typeof address === 'object' ? address.port : env.get('PORT')
  const host = env.get('HOST')
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : isIPv6(host) ? `[${host}]` : host
  return `http://${shown}:${port}`
}
