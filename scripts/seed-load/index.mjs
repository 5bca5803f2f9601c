/**
 * `npm run seed:load [-- --reset] [-- --no-replay]`: the clinic-scale data set (200 providers,
 * 5,000 patients, a busy provider with 10,000 appointments, 1,000,000 events) in DATABASE_URL or
 * an embedded PostgreSQL under DATA_DIR (default .data/load), then `events:replay --all` so every
 * read model matches the log. Reuses a data set already there; refuses foreign data without --reset.
 */
import pg from 'pg'
import { ace, prepareDatabase, seed } from './database.mjs'

const args = process.argv.slice(2)
const { env, stop } = await prepareDatabase()
let code = await seed(
  env,
  args.filter((a) => a === '--reset')
)
if (code === 0 && !args.includes('--no-replay')) code = await replayIfNeeded(env)
await stop()
process.exit(code)

async function replayIfNeeded(env) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  const { rows } = await client.query('SELECT replayed_at FROM seed_load_info ORDER BY seeded_at DESC LIMIT 1')
  let result = 0
  if (rows[0]?.replayed_at) {
    console.log(`[seed:load] read models already replayed at ${rows[0].replayed_at.toISOString()}`)
  } else {
    const started = Date.now()
    result = await ace(env, ['events:replay', '--all'])
    if (result === 0) {
      await client.query('UPDATE seed_load_info SET replayed_at = now()')
      console.log(`[seed:load] events:replay --all took ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
  }
  await client.end()
  return result
}
