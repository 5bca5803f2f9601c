import env from '#start/env'
import pg from 'pg'
import { defineConfig } from '@adonisjs/lucid'
// Loaded with the database config, so every process (server, ace, tests) gets it before a transaction.
import '#server/app/database/failed-commit-throws'

// DATE columns (date of birth) stay 'YYYY-MM-DD' strings: as JS Dates at local midnight they
// shift a day when serialised on a server east of UTC (Asia/Jakarta).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

export default defineConfig({
  connection: 'postgres',
  connections: {
    postgres: {
      client: 'pg',
      connection: { connectionString: env.get('DATABASE_URL') },
      // Consumers run side by side, each in its own transaction, next to HTTP requests and workers.
      // A request or delivery waiting for a connection gives up after 15 s (the default is 60 s): after a
      // database restart, a consumer blocked there is redelivered sooner (postgres-restart fault test).
      pool: { min: 0, max: 20, acquireTimeoutMillis: 15_000 },
      migrations: {
        naturalSort: true,
        paths: [
          '../events/db/migrations',
          '../modules/identity/db/migrations',
          '../modules/scheduling/db/migrations',
          '../modules/records/db/migrations',
          '../modules/learning/db/migrations',
          '../modules/notification/db/migrations',
          '../modules/clinic/db/migrations',
          '../modules/terminology/db/migrations',
          '../modules/consent/db/migrations',
          '../modules/satusehat/db/migrations',
          '../modules/call/db/migrations',
          '../modules/messaging/db/migrations',
          '../modules/intake/db/migrations',
        ],
      },
    },
  },
})
