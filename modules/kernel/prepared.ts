import { createHash } from 'node:crypto'

type Named = { knexQuery: { options(o: object): unknown } } & PromiseLike<any>

const names = new Map<string, string>()
/** Bumped when PostgreSQL refuses a kept plan whose table changed shape (a migration while serving). */
let generation = 0

function nameOf(sql: string) {
  let name = names.get(sql)
  if (!name) {
    name = `q${createHash('sha1').update(`${generation}:${sql}`).digest('hex').slice(0, 16)}`
    names.set(sql, name)
  }
  return name
}

async function runNamed<Q extends Named>(query: Q, sql: string): Promise<Awaited<Q>> {
  query.knexQuery.options({ name: nameOf(sql) })
  try {
    return await query
  } catch (error) {
    // "cached plan must not change result type": a `*` over a table that gained a column since this
    // connection prepared it; new names make every connection prepare afresh
    if ((error as { code?: string }).code !== '0A000') throw error
    generation++
    names.clear()
    query.knexQuery.options({ name: nameOf(sql) })
    return await query
  }
}

/**
 * A query as a named prepared statement: each pooled connection parses and plans it once and
 * reuses the plan (PostgreSQL's plan cache) instead of planning it on every call. For hot reads
 * whose planning costs as much as their execution (the dashboard overview: 1.7 ms planning,
 * 0.3 ms execution on the 1M set, docs/performance.md). Its text must come from a bounded set of
 * shapes (a constant, or built from a few options): every connection keeps every statement it
 * prepared. Takes the query unexecuted (`db.rawQuery(...)` or a query builder) and runs it.
 */
export function prepared<Q extends Named & { toSQL(): { sql: string } }>(query: Q): Promise<Awaited<Q>> {
  return runNamed(query, query.toSQL().sql)
}
