import { ace } from '../seed-load/database.mjs'

/**
 * events:replay --all with the compiled ace on the seeded log. Runs when the read models were
 * never rebuilt for this data set (the HTTP scenarios need them) or when the replay scenario is
 * chosen; the row is the wall time and events of the log per second.
 */
export async function replayScenario({ env, pg, timed, log }) {
  const { rows } = await pg.query('SELECT replayed_at FROM seed_load_info ORDER BY seeded_at DESC LIMIT 1')
  if (!timed && rows[0]?.replayed_at) return null
  const { rows: count } = await pg.query('SELECT count(*)::int AS n FROM event_log')
  log(`events:replay --all over ${count[0].n} events`)
  const started = Date.now()
  const code = await ace(env, ['events:replay', '--all'], { built: true })
  const seconds = (Date.now() - started) / 1000
  if (code !== 0) return { scenario: 'replay of the event log', na: `events:replay exited ${code}` }
  await pg.query('UPDATE seed_load_info SET replayed_at = now()')
  const rate = Math.round(count[0].n / seconds)
  return { scenario: `replay of ${count[0].n} events (events:replay --all)`, na: `${seconds.toFixed(1)} s wall, ${rate} events/s of log (all projections, incl. boot)` }
}
