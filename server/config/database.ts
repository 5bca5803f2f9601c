import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

export default defineConfig({
  connection: 'postgres',
  connections: {
    postgres: {
      client: 'pg',
      connection: { connectionString: env.get('DATABASE_URL') },
      // Consumers run side by side, each in its own transaction, next to HTTP requests and workers.
      pool: { min: 0, max: 20 },
      migrations: {
        naturalSort: true,
        paths: [
          '../events/db/migrations',
          '../modules/identity/db/migrations',
          '../modules/scheduling/db/migrations',
          '../modules/records/db/migrations',
          '../modules/learning/db/migrations',
          '../modules/notification/db/migrations',
        ],
      },
    },
  },
})
