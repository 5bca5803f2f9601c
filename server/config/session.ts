import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

// Cookie store keeps nodes stateless; a suspended user's cookie is refused by the auth middleware.
export default defineConfig({
  enabled: true,
  cookieName: 'telerawat-session',
  clearWithBrowser: true,
  age: '2h',
  cookie: { path: '/', httpOnly: true, secure: app.inProduction, sameSite: 'lax' },
  store: env.get('SESSION_DRIVER', 'cookie'),
  stores: { cookie: stores.cookie() },
})
