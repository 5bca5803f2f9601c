import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

// Sessions live in PostgreSQL (shared by all nodes): logout destroys the row, so a copied
// cookie stops working; a suspended user's session is refused by the auth middleware.
export default defineConfig({
  enabled: true,
  cookieName: 'telerawat-session',
  clearWithBrowser: true,
  age: '2h',
  cookie: { path: '/', httpOnly: true, secure: app.inProduction, sameSite: 'lax' },
  store: env.get('SESSION_DRIVER', 'database'),
  stores: { database: stores.database(), cookie: stores.cookie() },
})
