import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { prepared } from '#modules/kernel/index'

export const ACCESS_LOG_COLUMNS = [
  'actor_user_id',
  'actor_role',
  'actor_name',
  'action',
  'resource_type',
  'resource_id',
  'patient_id',
  'request_id',
] as const
export type AccessLogRow = Record<(typeof ACCESS_LOG_COLUMNS)[number], string | null>

/** One insert's rows: a bounded statement and WAL record however many reads wait. */
const MAX_ROWS = 2000

/**
 * One constant statement for any number of rows (a column per array): each connection plans it
 * once, where a multi-row VALUES list is a new text, planned anew, for every batch size.
 */
const INSERT_ROWS = `INSERT INTO record_access_log (${ACCESS_LOG_COLUMNS.join(', ')})
  SELECT * FROM unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::uuid[], ?::uuid[], ?::text[])`

/** Inserts the rows in one statement, in `client`'s transaction when given. */
export function insertRows(rows: AccessLogRow[], client: QueryClientContract = db.connection()) {
  return prepared(
    client.rawQuery(
      INSERT_ROWS,
      // a column's values as one array parameter (null in it is NULL); the binding types omit arrays of nullable values
      ACCESS_LOG_COLUMNS.map((column) => rows.map((row) => row[column])) as string[][]
    )
  )
}

interface Waiting {
  rows: AccessLogRow[]
  done: (error?: unknown) => void
}

const waiting: Waiting[] = []
let writing = false

/**
 * Group commit for the audit rows of reads: rows that arrive while an insert is running are written
 * together by the next one, and each read still answers only after its own rows are committed (no
 * read goes unrecorded). Under load, one statement and one WAL flush serve many reads instead of
 * one each (the provider and patient record lists, docs/performance.md); alone, a read waits for
 * nothing more than its own insert.
 */
export function insertAccessRows(rows: AccessLogRow[]): Promise<void> {
  return new Promise((resolve, reject) => {
    waiting.push({ rows, done: (error) => (error ? reject(error) : resolve()) })
    if (!writing) void writeAll()
  })
}

async function writeAll() {
  writing = true
  try {
    while (waiting.length > 0) {
      const batch: Waiting[] = []
      let count = 0
      while (waiting.length > 0 && count + waiting[0].rows.length <= MAX_ROWS) {
        count += waiting[0].rows.length
        batch.push(waiting.shift()!)
      }
      if (batch.length === 0) batch.push(waiting.shift()!) // one read's rows over the cap go alone
      try {
        await insertRows(batch.flatMap((w) => w.rows))
        for (const w of batch) w.done()
      } catch (error) {
        for (const w of batch) w.done(error)
      }
    }
  } finally {
    writing = false
  }
}
