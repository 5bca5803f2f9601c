/**
 * Boots the real AdonisJS app inside a vitest worker (as the core's own test runner does).
 * Plain .mjs and external to Vite, so app code is loaded once, by Node + ts-node.
 */
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'
import { truncateAppTables } from './truncate.mjs'

const APP_ROOT = new URL('../../', import.meta.url)
const IMPORTER = (filePath) =>
  filePath.startsWith('./') || filePath.startsWith('../') ? import(new URL(filePath, APP_ROOT).href) : import(filePath)

/**
 * Suites book slots days ahead and then write records at once; the records access window
 * (24 h before an appointment by default) is opened wide for them. The window itself is tested
 * with its real settings (modules/records/tests/access-window.int.spec.ts, server/tests/authz).
 */
export const SUITE_ACCESS_BEFORE_HOURS = String(24 * 120)

export async function bootApp() {
  process.env.PORT = '0'
  process.env.RECORDS_ACCESS_BEFORE_HOURS ??= SUITE_ACCESS_BEFORE_HOURS
  const app = new Ignitor(APP_ROOT, { importer: IMPORTER })
    .tap((a) => a.booting(async () => void (await import('#start/env'))))
    .createApp('test')
  await app.init()
  await app.boot()
  await app.start(() => {})
  const testUtils = await app.container.make('testUtils')
  const closeHttp = await testUtils.httpServer().start()
  const nodeServer = (await app.container.make('server')).getNodeServer()
  const { realtimeGateway } = await import('#server/realtime/gateway')
  await realtimeGateway.attach(nodeServer, process.env.REDIS_URL)
  const { port } = nodeServer.address()
  // links that leave the app (the consultation link in mails and .ics) point at this server, as
  // APP_URL does in production; PORT=0 alone would name no server
  // (set again on the next boot of this process: env.set also writes process.env)
  const env = (await import('#start/env')).default
  const url = `http://127.0.0.1:${port}`
  if (!env.get('APP_URL') || env.get('APP_URL') === process.env.TEST_APP_URL) {
    env.set('APP_URL', url)
    process.env.TEST_APP_URL = url
  }
  const db = await app.container.make('lucid.db')
  return {
    app,
    db,
    url,
    events: () => app.container.make('telerawat.events'),
    import: (specifier) => import(specifier),
    async stop() {
      await realtimeGateway.close()
      await closeHttp().catch(() => {})
      await app.terminate()
    },
  }
}

/** Empties every table (files run one after another; each starts from a clean database). */
export async function resetDatabase(db) {
  await truncateAppTables((sql) => db.rawQuery(sql))
}
