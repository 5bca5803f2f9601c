import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { z } from 'zod'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { TerminologySystem } from '../contracts/code-systems.js'
import type { ConceptSummary } from '../contracts/terminology-search.js'
import { normaliseSearchText, queryWords } from '../domain/search-text.js'

const searchCursor = z.tuple([z.number().int().min(0).max(3), z.string().max(40)])

/** The search's SQL and bindings (also run under EXPLAIN ANALYZE by scripts/bench/terminology-bench.ts). */
export function searchStatement(
  system: TerminologySystem,
  query: string,
  words: string[],
  after: [number, string] | null,
  limit: number
) {
  const sql = `SELECT code, display, rank FROM (
       SELECT code, display,
              CASE WHEN code = ? THEN 0
                   WHEN lower(code) LIKE ? THEN 1
                   WHEN display_search LIKE ? THEN 2
                   ELSE 3 END AS rank
         FROM terminology_concepts
        WHERE system = ? AND active AND ${words.map(() => 'search_text LIKE ?').join(' AND ')}
     ) hits
     ${after ? 'WHERE (rank, code) > (?, ?)' : ''}
     ORDER BY rank, code
     LIMIT ?`
  const bindings = [
    query.trim().toUpperCase(),
    `${words[0]}%`,
    `${normaliseSearchText(query)}%`,
    system,
    ...words.map((w) => `% ${w}%`),
    ...(after ?? []),
    limit,
  ]
  return { sql, bindings }
}

/**
 * Ranks: 0 the exact code, 1 a code starting with the first word, 2 the Indonesian name starting
 * with the query, 3 every word of the query starts some word of the code or the names. Active
 * entries only (an inactive one is not offered for new coding; records keep theirs).
 */
export async function searchConcepts(
  system: TerminologySystem,
  query: string,
  page: PageRequest,
  client: QueryClientContract = db.connection()
): Promise<Page<ConceptSummary>> {
  const words = queryWords(query)
  if (words.length === 0) return { items: [], nextCursor: null }
  // the cursor belongs to this system and query: another one's cursor is a 400
  const list = `terminology:${system}:${words.join(' ')}`
  const after = page.cursor ? decodeCursor(list, page.cursor, searchCursor) : null
  const { sql, bindings } = searchStatement(system, query, words, after, page.limit + 1)
  const { rows } = await client.rawQuery(sql, bindings)
  return toPage(
    rows as Array<{ code: string; display: string; rank: number }>,
    page.limit,
    list,
    (r) => [r.rank, r.code],
    (r) => ({ system, code: r.code, display: r.display })
  )
}
