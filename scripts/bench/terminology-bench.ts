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

async function timed(run: () => Promise<unknown>, rounds: number) {
  const samples: number[] = []
  for (let i = 0; i < rounds; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  return samples
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
  const provider = (await registerAccount(server.url, 'PROVIDER')).client
  const page = { limit: 20, cursor: undefined }

  // warm-up: plans cached, pool connections open
  for (const q of QUERIES) await door.searchConcepts('icd10', q, page)

  const baseline = await timed(async () => door.findConcepts('icd10', ['J06.9']), ROUNDS * QUERIES.length)
  const search: number[] = []
  const http: number[] = []
  const perQuery: Record<string, number> = {}
  for (const q of QUERIES) {
    const s = await timed(() => door.searchConcepts('icd10', q, page), ROUNDS)
    search.push(...s)
    perQuery[q] = stats(s).p95
    http.push(...(await timed(() => provider.get(`/api/terminology/search?system=icd10&q=${encodeURIComponent(q)}`), ROUNDS)))
  }
  const fmt = (s: ReturnType<typeof stats>) => `${s.p50.toFixed(2)} / ${s.p95.toFixed(2)} / ${s.p99.toFixed(2)} ms (n=${s.n})`
  console.log(`import: ${imported.rows} rows in ${importMs.toFixed(0)} ms; ${active.rows[0].n} active icd10 entries searched`)
  console.log(`| what | p50 / p95 / p99 |`)
  console.log(`|---|---|`)
  console.log(`| baseline: exact-code lookup, findConcepts('icd10', ['J06.9']) | ${fmt(stats(baseline))} |`)
  console.log(`| searchConcepts (the door), ${QUERIES.length} queries | ${fmt(stats(search))} |`)
  console.log(`| GET /api/terminology/search over HTTP (signed-in provider) | ${fmt(stats(http))} |`)
  console.log(
    `p95 per query (searchConcepts): ${Object.entries(perQuery)
      .map(([q, ms]) => `'${q}' ${ms.toFixed(2)}`)
      .join(', ')}`
  )
} finally {
  await server.stop()
}
