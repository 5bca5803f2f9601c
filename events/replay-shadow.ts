import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { TableResolver } from './consumer.js'

/**
 * Shadow tables of a replay: `<table>__shadow`, built beside the live table and swapped in by
 * renames in one transaction, so readers see the old rows until the commit and the new ones
 * right after — never an empty or half-built table. Indexes keep their names across the swap.
 */
export const shadowName = (table: string) => `${table}__shadow`
export const shadowTables: TableResolver = (readModel) => `"${shadowName(readModel)}"`

interface IndexInfo {
  name: string
  definition: string
  constraintDef: string | null
  method: string
}

async function indexesOf(trx: TransactionClientContract, table: string): Promise<IndexInfo[]> {
  const { rows } = await trx.rawQuery(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, am.amname AS method,
            (SELECT pg_get_constraintdef(con.oid) FROM pg_constraint con WHERE con.conindid = i.indexrelid AND con.conrelid = i.indrelid) AS "constraintDef"
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid = ?::regclass ORDER BY c.relname`,
    [`public."${table}"`]
  )
  return rows
}

/** A temporary, unique, short-enough name for an index of the shadow table. */
const tempIndexName = (name: string) => `${name.slice(0, 52)}__s${name.length}`

function createIndexSql(index: IndexInfo, table: string) {
  const match = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ (USING .*)$/.exec(index.definition)
  if (!match) throw new Error(`unexpected index definition: ${index.definition}`)
  return `CREATE ${match[1] ?? ''}INDEX "${tempIndexName(index.name)}" ON public."${shadowName(table)}" ${match[2]}`
}

/**
 * Creates the empty shadow of each table: same columns, defaults and checks, its keys and unique
 * indexes (upserts need them) and the non-unique indexes named in `lookups` (the fold reads
 * through them); every other index (lists, GIN search) comes at the end, built once from the
 * finished rows instead of row by row. `copyRows`: start from the live rows (a replay --from).
 * Shadows are UNLOGGED while they are built (no WAL per page: the rebuild writes each row once,
 * then SET LOGGED writes the finished table once); a crash of PostgreSQL empties them, which
 * `shadowsLost` tells so the run starts again.
 */
export async function createShadows(trx: TransactionClientContract, tables: string[], copyRows: boolean, lookups: string[] = []) {
  for (const table of tables) {
    const shadow = shadowName(table)
    await trx.rawQuery(`DROP TABLE IF EXISTS public."${shadow}"`)
    await trx.rawQuery(
      `CREATE UNLOGGED TABLE public."${shadow}" (LIKE public."${table}" INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING IDENTITY)`
    )
    for (const index of await indexesOf(trx, table)) {
      if (index.constraintDef) {
        await trx.rawQuery(`ALTER TABLE public."${shadow}" ADD CONSTRAINT "${tempIndexName(index.name)}" ${index.constraintDef}`)
      } else if (index.method === 'btree' && (index.definition.startsWith('CREATE UNIQUE') || lookups.includes(index.name))) {
        await trx.rawQuery(createIndexSql(index, table))
      }
    }
    if (copyRows) {
      // Generated (stored) columns are computed again by the shadow; they cannot be inserted.
      const { rows } = await trx.rawQuery(
        `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS list FROM pg_attribute
          WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
        [`public."${table}"`]
      )
      await trx.rawQuery(`INSERT INTO public."${shadow}" (${rows[0].list}) SELECT ${rows[0].list} FROM public."${table}"`)
    }
  }
}

/**
 * True when the shadows may have lost rows: they are still unlogged and PostgreSQL restarted after
 * the run started (a crash restart truncates unlogged tables; a clean one is treated alike).
 */
export async function shadowsLost(trx: TransactionClientContract, tables: string[], runStartedAt: Date) {
  const { rows } = await trx.rawQuery(
    `SELECT EXISTS (SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relname = ANY(?) AND relpersistence = 'u')
            AND pg_postmaster_start_time() > ? AS lost`,
    [tables.map(shadowName), runStartedAt]
  )
  return rows[0].lost as boolean
}

export async function shadowsExist(trx: TransactionClientContract, tables: string[]) {
  const { rows } = await trx.rawQuery(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = ANY(?)`, [
    tables.map(shadowName),
  ])
  return rows[0].n === tables.length
}

/**
 * Makes the shadows durable (SET LOGGED: one write of each finished table), builds the indexes
 * left for the end and refreshes the planner's statistics, outside any lock.
 */
export async function finishShadows(trx: TransactionClientContract, tables: string[]) {
  // index builds sort in memory rather than in temporary files (this transaction only)
  await trx.rawQuery(`SET LOCAL maintenance_work_mem = '256MB'`)
  for (const table of tables) {
    const { rows } = await trx.rawQuery(`SELECT relpersistence FROM pg_class WHERE oid = ?::regclass`, [
      `public."${shadowName(table)}"`,
    ])
    if (rows[0]?.relpersistence === 'u') await trx.rawQuery(`ALTER TABLE public."${shadowName(table)}" SET LOGGED`)
    const present = new Set((await indexesOf(trx, shadowName(table))).map((i) => i.name))
    for (const index of await indexesOf(trx, table)) {
      if (!present.has(tempIndexName(index.name))) await trx.rawQuery(createIndexSql(index, table))
    }
    await trx.rawQuery(`ANALYZE public."${shadowName(table)}"`)
  }
}

/** Swaps each shadow in for its live table (inside the caller's transaction) and drops the old one. */
export async function swapShadows(trx: TransactionClientContract, tables: string[]) {
  for (const table of tables) {
    const liveIndexes = await indexesOf(trx, table)
    await trx.rawQuery(`ALTER TABLE public."${table}" RENAME TO "${table}__old"`)
    await trx.rawQuery(`ALTER TABLE public."${shadowName(table)}" RENAME TO "${table}"`)
    await trx.rawQuery(`DROP TABLE public."${table}__old"`)
    // Renaming a key's index renames its constraint too: names stay what migrations expect.
    for (const index of liveIndexes) await trx.rawQuery(`ALTER INDEX public."${tempIndexName(index.name)}" RENAME TO "${index.name}"`)
  }
}

export async function dropShadows(trx: TransactionClientContract, tables: string[]) {
  for (const table of tables) await trx.rawQuery(`DROP TABLE IF EXISTS public."${shadowName(table)}"`)
}
