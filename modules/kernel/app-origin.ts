import { isIPv6 } from 'node:net'
import { moduleSettings } from './settings.js'

const env = moduleSettings<{ APP_URL: string; PORT: number; HOST: string }>()

/** The server gives the settings reader at start (server/start/modules.ts). */
export const configureAppOrigin = env.configure

/** The port the HTTP server bound (PORT=0 binds a free one), told by the server once it listens. */
let boundPort: number | null = null

export function setBoundPort(port: number) {
  boundPort = port
}

/**
 * The one origin links that leave the app point at (reset, verification, invitation, the
 * consultation link of the built-in call — docs/security.md, issue 24 row 1): APP_URL, which
 * production must set (server/start/env.ts refuses to start without it); elsewhere the address
 * this process listens on. Never a request header: `Host` and `X-Forwarded-Host` are the
 * client's to choose.
 */
export function appOrigin(): string {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/+$/, '')
  return listeningOrigin()
}

/** http://HOST:port of the bound server. */
function listeningOrigin(): string {
  const port = boundPort ?? env.get('PORT')
  const host = env.get('HOST') ?? '127.0.0.1'
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : isIPv6(host) ? `[${host}]` : host
  return `http://${shown}:${port}`
}
