import { spawn } from 'node:child_process'
import path from 'node:path'
import { root } from '../seed-load/database.mjs'

const LIMIT_S = Number(process.env.BENCH_REPLAY_LIMIT_S ?? 240)

/**
 * `events:replay --all` (the compiled console, or the sources' ace with `fromSource`), stopped
 * (SIGKILL) after `limitS`; its output is scanned for progress.
 */
function replayAll(env, limitS, fromSource) {
  const entry = path.join(root, fromSource ? 'server/ace.js' : 'build/server/bin/console.js')
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry, 'events:replay', '--all'], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const perConsumer = new Map()
    child.stdout.on('data', (chunk) => {
      const text = String(chunk)
      process.stdout.write(text)
      for (const m of text.matchAll(/([\w.-]+): (\d+) events(?:, posisi| in)/g)) perConsumer.set(m[1], Number(m[2]))
    })
    // ace ignores SIGTERM mid-batch; replay is built to survive SIGKILL (replay_runs rolls it back)
    const timer = setTimeout(() => child.kill('SIGKILL'), limitS * 1000)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code: code ?? 1, stopped: signal !== null, applied: [...perConsumer.values()].reduce((a, b) => a + b, 0) })
    })
  })
}

/**
 * events:replay --all on the seeded log. Runs when the read models were never rebuilt for this
 * data set (the HTTP scenarios need them) or when the replay scenario is chosen; a timed run is
 * bounded (BENCH_REPLAY_LIMIT_S, default 240 s) so the bench keeps its time budget — replay
 * swaps shadow tables in at the end, so a stopped run leaves the live read models untouched.
 */
export async function replayScenario({ env, pg, timed, log, fromSource = false }) {
  const { rows } = await pg.query('SELECT replayed_at FROM seed_load_info ORDER BY seeded_at DESC LIMIT 1')
  const needed = !rows[0]?.replayed_at
  if (!timed && !needed) return null
  const { rows: count } = await pg.query('SELECT count(*)::int AS n FROM event_log')
  const limitS = needed ? 3600 : LIMIT_S
  log(`events:replay --all over ${count[0].n} events (limit ${limitS} s)`)
  const started = Date.now()
  const result = await replayAll(env, limitS, fromSource)
  const seconds = (Date.now() - started) / 1000
  const name = `replay of ${count[0].n} events (events:replay --all)`
  if (result.stopped) {
    return {
      scenario: name,
      noTransport: true,
      na: `stopped after ${seconds.toFixed(0)} s: ${result.applied} events applied (${Math.round(result.applied / seconds)} events/s across projections)`,
    }
  }
  if (result.code !== 0) throw new Error(`events:replay exited ${result.code}`)
  await pg.query('UPDATE seed_load_info SET replayed_at = now()')
  return {
    scenario: name,
    noTransport: true,
    na: `${seconds.toFixed(1)} s wall incl. boot; ${Math.round(count[0].n / seconds)} events of the log/s; ${result.applied} deliveries across projections (${Math.round(result.applied / seconds)}/s)`,
  }
}
