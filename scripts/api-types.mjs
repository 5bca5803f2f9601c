/**
 * `npm run api:types`: regenerates client/src/api/openapi.d.ts from the API document
 * (`node ace api:types`, server/commands/api-types.ts). The document needs no database or
 * network: placeholder settings are used for the ones the environment does not set.
 */
import path from 'node:path'
import { run } from './lib/run.mjs'

const root = path.resolve(import.meta.dirname, '..')
const env = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: '0',
  APP_KEY: 'api-types-placeholder-key-0123456789abcdef',
  DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
  LOG_LEVEL: 'warn',
  ...process.env,
}
process.exit(await run('node', ['server/ace.js', 'api:types'], { cwd: root, env }))
