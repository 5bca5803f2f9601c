import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Column name -> PostgreSQL type, in the order rows are written. */
export type ColumnTypes = Record<string, string>

/** Rows as JSON: one bound parameter, unpacked by jsonb_to_recordset (no 65k-parameter limit). */
export function recordset(columns: ColumnTypes) {
  return `jsonb_to_recordset(?::jsonb) AS r(${Object.entries(columns)
    .map(([name, type]) => `"${name}" ${type}`)
    .join(', ')})`
}

/**
 * One statement for many rows: INSERT … SELECT FROM jsonb_to_recordset … ON CONFLICT (key)
 * DO UPDATE every other column (or DO NOTHING when `update` is false; with 'add' every other
 * column is a counter and the row's values are added to it). `returning` lists columns of the
 * rows actually written (with DO NOTHING: only the new ones), returned.
 */
export async function upsertRows(
  trx: TransactionClientContract,
  table: string,
  columns: ColumnTypes,
  key: string[],
  rows: readonly object[],
  update: boolean | 'add' = true,
  returning?: string
): Promise<any[]> {
  if (rows.length === 0) return []
  const names = Object.keys(columns).map((c) => `"${c}"`)
  const set = Object.keys(columns)
    .filter((c) => !key.includes(c))
    .map((c) => (update === 'add' ? `"${c}" = ${table}."${c}" + EXCLUDED."${c}"` : `"${c}" = EXCLUDED."${c}"`))
  const conflict = update && set.length > 0 ? `DO UPDATE SET ${set.join(', ')}` : 'DO NOTHING'
  const result = await trx.rawQuery(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM ${recordset(columns)}
     ON CONFLICT (${key.map((k) => `"${k}"`).join(', ')}) ${conflict}${returning ? ` RETURNING ${returning}` : ''}`,
    [JSON.stringify(rows)]
  )
  return result.rows ?? []
}

/**
 * insert-only upsertRows (a row already there is kept) that also adds, per value of `counter.by`
 * among the rows actually inserted, their number to `counter.table`'s `counter.total` — in the
 * same statement, so a counter moves by exactly what was stored.
 */
export async function insertNewCounted(
  trx: TransactionClientContract,
  table: string,
  columns: ColumnTypes,
  key: string[],
  rows: readonly object[],
  counter: { table: string; by: string; key: string; total: string }
) {
  if (rows.length === 0) return
  const names = Object.keys(columns)
    .map((c) => `"${c}"`)
    .join(', ')
  await trx.rawQuery(
    `WITH stored AS (
       INSERT INTO ${table} (${names}) SELECT ${names} FROM ${recordset(columns)}
       ON CONFLICT (${key.map((k) => `"${k}"`).join(', ')}) DO NOTHING RETURNING "${counter.by}")
     INSERT INTO ${counter.table} AS c ("${counter.key}", "${counter.total}")
     SELECT "${counter.by}", count(*)::int FROM stored GROUP BY "${counter.by}"
     ON CONFLICT ("${counter.key}") DO UPDATE SET "${counter.total}" = c."${counter.total}" + EXCLUDED."${counter.total}"`,
    [JSON.stringify(rows)]
  )
}

/** Loads the current rows of the given keys (one statement); `keyColumn` must be a uuid column. */
export async function loadRows<T>(trx: TransactionClientContract, table: string, keyColumn: string, keys: string[]): Promise<T[]> {
  if (keys.length === 0) return []
  const { rows } = await trx.rawQuery(`SELECT * FROM ${table} WHERE "${keyColumn}" = ANY(?::uuid[])`, [keys])
  return rows
}

/** The larger of two event_log positions (decimal strings). */
export function laterPosition(a: string, b: string) {
  return BigInt(a) >= BigInt(b) ? a : b
}

/** ISO text of a timestamp read from PostgreSQL (Date) or carried in an event (string). */
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null
  return typeof value === 'string' ? value : value.toISOString()
}
