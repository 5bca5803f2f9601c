import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/**
 * Where e-mailed links point: APP_URL when set (production must set it: the Host header of a
 * request is the client's to choose), else the origin this request came to.
 */
export function linkBase(ctx: HttpContext): string {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/+$/, '')
  return `${ctx.request.protocol()}://${ctx.request.host()}`
}
