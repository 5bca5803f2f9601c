import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { cachedDatabaseStore } from '#server/http/cached-session-store'

/** Also read by the session stack middleware, which remembers verified values of this cookie. */
export const SESSION_COOKIE = 'telerawat-session'

// Sessions live in PostgreSQL (shared by all nodes): logout destroys the row, so a copied
// cookie stops working; a suspended user's session is refused by the auth middleware.
// Each node caches session reads; NOTIFY from PostgreSQL evicts them on every node at once.
export default defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE,
  clearWithBrowser: true,
  age: '2h',
  cookie: { path: '/', httpOnly: true, secure: app.inProduction, sameSite: 'lax' },
  store: env.get('SESSION_DRIVER', 'database'),
  stores: { database: cachedDatabaseStore(), cookie: stores.cookie() },
})
