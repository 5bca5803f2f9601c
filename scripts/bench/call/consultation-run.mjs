import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import path from 'node:path'
import { ensureBuild, root, startApp } from './app.mjs'
import { seedAccounts, signInAll } from './seed.mjs'
import { bookOpenConsultations } from './book.mjs'
import { launchBrowser } from './browser.mjs'

/**
 * What the browser benches share: a private coturn (scripts/services/turn.sh on its own port, relay
 * ports and data dir), the production build with TURN_URLS/TURN_SECRET set, one signed-in patient and
 * one verified provider, `count` consultations between them whose room is open now, and Chromium.
 */
export async function startConsultations({ name, count, log }) {
  await ensureBuild(log)
  const turnEnv = {
    ...process.env,
    TURN_PORT: process.env.TURN_BENCH_PORT ?? '3495',
    TURN_MIN_PORT: process.env.TURN_BENCH_MIN_PORT ?? '50000',
    TURN_MAX_PORT: process.env.TURN_BENCH_MAX_PORT ?? '50400',
    TURN_DATA_DIR: process.env.TURN_BENCH_DIR ?? `/tmp/bench-turn-${name}`,
    TURN_SECRET: randomBytes(24).toString('base64url'),
  }
  const turnSh = (cmd) => execFileSync('bash', [path.join(root, 'scripts/services/turn.sh'), cmd], { env: turnEnv, encoding: 'utf8' })
  const settings = Object.fromEntries(
    turnSh('start')
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2))
  )
  const stops = [async () => turnSh('stop')]
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e) => log(`stop: ${e.message}`))
  }
  try {
    const app = await startApp({
      dataDir: path.join(root, `.data/${name}`),
      env: { TURN_URLS: settings.TURN_URLS, TURN_SECRET: settings.TURN_SECRET },
      log,
    })
    stops.push(app.stop)
    const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
    await db.connect()
    stops.push(() => db.end())
    const [pair] = await seedAccounts(db, 1)
    await signInAll(app.base, [pair.patient, pair.provider], 2)
    const appointmentIds = await bookOpenConsultations({
      base: app.base,
      pg: db,
      patient: pair.patient,
      provider: pair.provider,
      count,
    })
    const browser = await launchBrowser()
    stops.push(() => browser.close())
    return { app, db, browser, patient: pair.patient, provider: pair.provider, appointmentIds, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
