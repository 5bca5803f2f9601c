import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands'), () => import('#server/commands/main')],
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('#providers/framework-events-provider'),
    () => import('#providers/events-provider'),
    () => import('#providers/observability-provider'),
  ],
  preloads: [() => import('#start/i18n'), () => import('#start/routes'), () => import('#start/kernel')],
  directories: {
    public: '../client/dist',
  },
  metaFiles: [],
})
