import db from '@adonisjs/lucid/services/db'

export type AccessLogRow = Record<string, string | null>

/** A statement's bindings stay far below PostgreSQL's 65,535 (8 columns a row). */
const MAX_ROWS = 2000

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
        await db.table('record_access_log').multiInsert(batch.flatMap((w) => w.rows))
        for (const w of batch) w.done()
      } catch (error) {
        for (const w of batch) w.done(error)
      }
    }
  } finally {
    writing = false
  }
}
