import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

const trustedProxies = new Set((env.get('TRUSTED_PROXIES') ?? '127.0.0.1,::1,::ffff:127.0.0.1').split(',').map((v) => v.trim()))

export const appKey = new Secret(env.get('APP_KEY'))

export const http = defineConfig({
  // Off: nothing reads request.id() (serverRequestId makes its own), and cuid2 hashing cost ~3 % CPU per request.
  generateRequestId: false,
  allowMethodSpoofing: false,
  // Off: nothing calls HttpContext.get(); async hooks on every promise cost ~3 % CPU.
  useAsyncLocalStorage: false,
  // Only these proxies may set X-Forwarded-For: the login throttle keys on the client IP.
  trustProxy: (address: string) => trustedProxies.has(address),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
