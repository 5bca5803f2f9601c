import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { registerAccount, type Account } from '../helpers/accounts.js'
import { eventually } from '../helpers/http-client.js'
import type { ServerProcess } from '../helpers/server-process.js'

const ROOT = path.resolve(import.meta.dirname, '../../..')

export async function connectDb() {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  return db
}

/** SIGKILL (no shutdown hooks, no flush) and wait until the process is gone. */
export async function killHard(node: ServerProcess) {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return
  const gone = new Promise((resolve) => node.child.once('exit', resolve))
  node.child.kill('SIGKILL')
  await gone
}

/** Waits until the outbox is sent and every consumer has applied everything (lag 0, no dead letter), read from the admin endpoint. */
export async function waitUntilDrained(admin: Account, ms = 60_000) {
  let stuckNow = ''
  await eventually(
    async () => {
      const res = await admin.client.get('/api/admin/consumers')
      if (res.status !== 200) {
        stuckNow = `GET /api/admin/consumers answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`
        return false
      }
      const consumers = res.body.consumers as { consumer: string; lag: number; deadLetters: number; replaying: boolean }[]
      const stuck = consumers.filter((c) => c.lag > 0 || c.replaying)
      const dead = consumers.filter((c) => c.deadLetters > 0)
      if (dead.length) throw new Error(`dead letters: ${dead.map((c) => c.consumer).join(', ')}`)
      stuckNow = stuck.map((c) => `${c.consumer} lag ${c.lag}${c.replaying ? ' replaying' : ''}`).join(', ')
      return stuck.length === 0
    },
    ms,
    100
  ).catch((error: Error) => {
    throw new Error(`${error.message}; still behind: ${stuckNow || 'unknown'}`)
  })
}

export async function newAdmin(node: ServerProcess) {
  return registerAccount(node.url, 'ADMIN')
}

/** Every read model (rm_*) as sorted row texts per table: what a projection holds, comparable across a rebuild. */
export async function readModels(db: pg.Client): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'rm\\_%' AND tablename NOT LIKE '%\\_\\_shadow' ORDER BY 1`
  )
  const out: Record<string, string[]> = {}
  for (const { tablename } of tables) {
    const { rows } = await db.query(`SELECT to_jsonb(t)::text AS row FROM "${tablename}" t`)
    out[tablename] = rows.map((r) => r.row as string).sort()
  }
  return out
}

/** `events:replay --all` as an operator runs it (its own process); resolves with the exit code and output. */
export function replayAll(timeoutMs = 120_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(process.execPath, ['server/ace.js', 'events:replay', '--all'], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** Tables whose rows differ between two read-model snapshots, with a few differing rows each. */
export function readModelDiff(live: Record<string, string[]>, rebuilt: Record<string, string[]>): string[] {
  const diffs: string[] = []
  for (const table of new Set([...Object.keys(live), ...Object.keys(rebuilt)])) {
    const a = new Set(live[table] ?? [])
    const b = new Set(rebuilt[table] ?? [])
    const onlyLive = [...a].filter((r) => !b.has(r))
    const onlyRebuilt = [...b].filter((r) => !a.has(r))
    if (onlyLive.length || onlyRebuilt.length) {
      diffs.push(
        `${table}: ${onlyLive.length} rows only live, ${onlyRebuilt.length} only rebuilt; e.g. live ${onlyLive[0]?.slice(0, 300)} rebuilt ${onlyRebuilt[0]?.slice(0, 300)}`
      )
    }
  }
  return diffs
}
