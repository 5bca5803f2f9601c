/**
 * Terminology search benchmark (not a test): boots the real app, imports a 20,000-entry ICD-10
 * catalogue with the real importer, then times the search (the door's searchConcepts and
 * GET /api/terminology/search) side by side with a baseline, the exact-code lookup
 * (findConcepts of one code), in the same run. Run through scripts/bench/terminology.mjs.
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { bootApp, resetDatabase } from '../../server/tests/helpers/app.mjs'
import { registerAccount } from '../../server/tests/helpers/accounts.js'

const ENTRIES = Number(process.env.BENCH_TERMINOLOGY_ENTRIES ?? 20_000)
const ROUNDS = Number(process.env.BENCH_TERMINOLOGY_ROUNDS ?? 100)

const QUALIFIERS = [
  'akut',
  'kronis',
  'berulang',
  'ringan',
  'sedang',
  'berat',
  'kiri',
  'kanan',
  'bilateral',
  'dengan komplikasi',
  'tanpa komplikasi',
  'pada anak',
  'pada lansia',
  'pascaoperasi',
]

/** A deterministic catalogue: codes A00.0 … by letter, number and digit; names from the starter set's, qualified. */
function syntheticCatalogue(starter: string[]): string {
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const lines = ['code,display,display_en,source']
  for (let i = 0; lines.length <= ENTRIES; i++) {
    const letter = String.fromCharCode(65 + Math.floor(i / 1000))
    const code = `${letter}${String(Math.floor(i / 10) % 100).padStart(2, '0')}.${i % 10}`
    const base = starter[Math.floor(random() * starter.length)]
    const display = `${base}, ${QUALIFIERS[Math.floor(random() * QUALIFIERS.length)]}`
    lines.push(`${code},"${display.replace(/"/g, '""')}",,Katalog sintetis benchmark`)
  }
  return lines.join('\n') + '\n'
}

const QUERIES = [
  'J06.9',
  'I10',
  'K2',
  'nyeri',
  'diabetes',
  'demam',
  'infeksi akut',
  'nyéri kepala',
  'tuberkulosis paru',
  'hipertensi',
  'kronis',
  'z',
]

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] }
}

const server = await bootApp()
try {
  await resetDatabase(server.db)
  const door = await server.import('#modules/terminology/index')
  const starterFile = new URL('../../modules/terminology/data/icd10-who2010-primary-care.csv', import.meta.url)
  const starter = readFileSync(starterFile, 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => /^[^,]+,"?([^",]+)/.exec(line)![1])
  const importStart = performance.now()
  const imported = await door.importCatalogue(server.db.connection(), {
    kind: 'icd10',
    version: `bench-${Date.now()}`,
    text: syntheticCatalogue(starter),
    fileName: 'bench.csv',
  })
  const importMs = performance.now() - importStart
  const active = await server.db.rawQuery(`SELECT count(*)::int AS n FROM terminology_concepts WHERE system = 'icd10' AND active`)
  const index = await server.db.rawQuery(
    `SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'terminology_concepts_search_trgm'`
  )
  console.log(`trigram index: ${index.rows[0].n === 1 ? 'present' : 'ABSENT (pg_trgm not available)'}`)
  const provider = (await registerAccount(server.url, 'PROVIDER')).client
  const page = { limit: 20, cursor: undefined }

  // warm-up: plans cached, pool connections open
  for (const q of QUERIES) await door.searchConcepts('icd10', q, page)

  // Interleaved, so that the baseline and the search meet the same load of the (shared) machine.
  const baseline: number[] = []
  const search: number[] = []
  const http: number[] = []
  const explained: number[] = []
  const perQuery: Record<string, number[]> = {}
  const time = async (into: number[], run: () => Promise<unknown>) => {
    const start = performance.now()
    await run()
    into.push(performance.now() - start)
  }
  const { searchStatement } = await server.import('#modules/terminology/queries/search-concepts')
  const { queryWords } = await server.import('#modules/terminology/domain/search-text')
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      await time(baseline, () => door.findConcepts('icd10', ['J06.9']))
      await time((perQuery[q] ??= []), () => door.searchConcepts('icd10', q, page))
      await time(http, () => provider.get(`/api/terminology/search?system=icd10&q=${encodeURIComponent(q)}`))
      if (round % 10 === 0) {
        // the database's own time for the statement (no pool, no network, no event loop)
        const { sql, bindings } = searchStatement('icd10', q, queryWords(q), null, 21)
        const plan = await server.db.rawQuery(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, bindings)
        explained.push(plan.rows[0]['QUERY PLAN'][0]['Execution Time'])
      }
    }
  }
  for (const samples of Object.values(perQuery)) search.push(...samples)
  const fmt = (s: ReturnType<typeof stats>) => `${s.p50.toFixed(2)} / ${s.p95.toFixed(2)} / ${s.p99.toFixed(2)} ms (n=${s.n})`
  console.log(`import: ${imported.rows} rows in ${importMs.toFixed(0)} ms; ${active.rows[0].n} active icd10 entries searched`)
  console.log(`| what | p50 / p95 / p99 |`)
  console.log(`|---|---|`)
  console.log(`| baseline: exact-code lookup, findConcepts('icd10', ['J06.9']) | ${fmt(stats(baseline))} |`)
  console.log(`| search: searchConcepts (the door), ${QUERIES.length} queries | ${fmt(stats(search))} |`)
  console.log(`| search in PostgreSQL (EXPLAIN ANALYZE execution time) | ${fmt(stats(explained))} |`)
  console.log(`| GET /api/terminology/search over HTTP (signed-in provider) | ${fmt(stats(http))} |`)
  const p95s = Object.entries(perQuery).map(([q, samples]) => `'${q}' ${stats(samples).p95.toFixed(2)}`)
  console.log(`p95 per query (searchConcepts): ${p95s.join(', ')}`)
} finally {
  await server.stop()
}
