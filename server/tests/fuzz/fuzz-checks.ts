import { readdirSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** A stack frame (`at fn (/x/y.ts:1:2)`, `at file:///…`, `at node:internal…`) or a path of this machine. */
const STACK_SIGNS = [
  /\bat\s+[^\s()]+\s+\((?:\/|file:|node:)[^)]*:\d+:\d+\)/,
  /\n\s+at\s+(?:\/|file:|node:)/,
  /\bat (?:async )?(?:file|node):[^\s]+:\d+/,
]
const PATH_SIGNS = [ROOT, 'node_modules/', '/tmp/', 'server/app/', 'modules/']

/** Why a response body looks like it leaks internals, or null. `sent` is the request text: echoed input is not a leak. */
export function leakIn(body: string, sent = ''): string | null {
  for (const sign of STACK_SIGNS) {
    const found = sign.exec(body)
    if (found && !sent.includes(found[0])) return `stack frame: ${found[0].slice(0, 120)}`
  }
  for (const sign of PATH_SIGNS) {
    if (body.includes(sign) && !sent.includes(sign)) return `path: ${sign}`
  }
  return null
}

/** Files (recursively) under `dir`; a missing folder has none. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
  } catch {
    return []
  }
}

/** Tables a refused request may legitimately touch: sessions, throttles, and what consumers write later. */
const NOT_COUNTED =
  /^(sessions|login_backoff|rate_limits|adonis_schema.*|consumer_.*|dead_letters|replay_runs|notification_.*|rm_.*|.*__shadow)$/

/** The write tables of the app (every public table but NOT_COUNTED), found in the database so new ones are counted too. */
export async function writeTables(query: (sql: string) => Promise<{ rows: any[] }>): Promise<string[]> {
  const { rows } = await query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
  return rows.map((r) => r.tablename as string).filter((t) => !NOT_COUNTED.test(t))
}

export async function rowCounts(query: (sql: string) => Promise<{ rows: any[] }>, tables: string[]): Promise<Record<string, number>> {
  const sql = `SELECT ${tables.map((t, i) => `(SELECT count(*) FROM "${t}")::int AS c${i}`).join(', ')}`
  const { rows } = await query(sql)
  return Object.fromEntries(tables.map((t, i) => [t, rows[0][`c${i}`] as number]))
}

export function changedCounts(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(before)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} -> ${after[t]}`)
}
