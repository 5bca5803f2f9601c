#!/usr/bin/env node
/**
 * Landing page initial JavaScript: what the browser downloads before `/` is interactive, i.e. the
 * entry chunk and its static imports (index.html's script + modulepreloads) plus the landing
 * boot's lazy chunk (main.tsx imports it on `/`) and its static imports. Builds nothing: run
 * `npm run build:client` first.
 *
 *   node scripts/bench/bundle-size.mjs                      # client/dist
 *   node scripts/bench/bundle-size.mjs --budget             # same, exit 1 above LANDING_BUDGET_GZIP_KB
 *   node scripts/bench/bundle-size.mjs <before-dist> <after-dist>   # before/after table
 *
 * Needs the Vite manifest (build.manifest in client/vite.config.ts, or `vite build --manifest`).
 * Above the budget it prints the largest modules of those chunks (dist/.vite/chunk-modules.json,
 * written by client/vite.config.ts) so the report says what grew.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const LANDING_BOOT = 'src/app/landing-boot.tsx'
/** Issue 23: the landing page's initial JS, gzip. */
export const LANDING_BUDGET_GZIP_KB = 120

function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json')
  if (!existsSync(file)) throw new Error(`${file} missing: build with build.manifest (or vite build --manifest)`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** index.html's module script and modulepreload links, as dist-relative paths. */
function htmlScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  return tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
}

/** The manifest chunk `key` and every chunk it imports statically, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the manifest`)
  into.add(key)
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, into)
  return into
}

function sizeOf(dist, file) {
  const bytes = readFileSync(join(dist, file))
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

export function landingInitialJs(dist) {
  const manifest = readManifest(dist)
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const keys = staticClosure(manifest, entryKey)
  staticClosure(manifest, LANDING_BOOT, keys)
  const files = new Set([...keys].map((key) => manifest[key].file))
  for (const file of htmlScripts(dist)) files.add(file) // a preload the manifest does not explain still costs
  const rows = [...files].filter((file) => file.endsWith('.js')).map((file) => ({ file, ...sizeOf(dist, file) }))
  rows.sort((a, b) => b.gzip - a.gzip)
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
  const css = (manifest[entryKey].css ?? []).map((file) => ({ file, ...sizeOf(dist, file) }))
  return { rows, total, css }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The `count` largest modules (minified bytes) across `files`, from dist/.vite/chunk-modules.json. */
export function largestModules(dist, files, count = 15) {
  const file = join(dist, '.vite', 'chunk-modules.json')
  if (!existsSync(file)) return []
  const chunks = JSON.parse(readFileSync(file, 'utf8'))
  const modules = files.flatMap((chunk) => Object.entries(chunks[chunk] ?? {}).map(([module, bytes]) => ({ chunk, module, bytes })))
  return modules.sort((a, b) => b.bytes - a.bytes).slice(0, count)
}

/** Lines saying whether the landing page is within budget and, when not, what is in it. */
export function budgetReport(dist, { rows, total }, budgetKb = LANDING_BUDGET_GZIP_KB) {
  const over = total.gzip > budgetKb * 1024
  const lines = [
    `landing page initial JS: ${kb(total.gzip)} gzip in ${rows.length} files (budget ${budgetKb} KB)${over ? ' — OVER BUDGET' : ''}`,
  ]
  if (!over) return { over, lines }
  lines.push('chunks (gzip):', ...rows.slice(0, 10).map((row) => `  ${kb(row.gzip).padStart(9)}  ${row.file}`))
  lines.push('largest modules in them (minified, before gzip):')
  const modules = largestModules(
    dist,
    rows.map((row) => row.file)
  )
  for (const entry of modules) lines.push(`  ${kb(entry.bytes).padStart(9)}  ${entry.module}  (${entry.chunk})`)
  return { over, lines }
}

function printChunks(label, { rows, total, css }) {
  console.log(`\n${label}`)
  console.log('| chunk | raw | gzip | brotli |\n|---|---:|---:|---:|')
  for (const row of rows) console.log(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`)
  console.log(`| **landing initial JS (${rows.length} files)** | ${kb(total.raw)} | **${kb(total.gzip)}** | ${kb(total.brotli)} |`)
  for (const row of css) console.log(`| (css, not counted) ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`)
}

function main() {
  const args = process.argv.slice(2)
  const budget = args.includes('--budget')
  const dists = args.filter((arg) => arg !== '--budget').map((dir) => resolve(dir))
  if (dists.length === 0) dists.push(resolve('client/dist'))
  const results = dists.map((dist) => ({ dist, ...landingInitialJs(dist) }))
  for (const result of results) printChunks(result.dist, result)

  if (results.length === 2) {
    const [before, after] = results.map((result) => result.total)
    console.log('\n| landing initial JS | before | after | change |\n|---|---:|---:|---:|')
    for (const measure of ['raw', 'gzip', 'brotli']) {
      const change = ((after[measure] - before[measure]) / before[measure]) * 100
      console.log(`| ${measure} | ${kb(before[measure])} | ${kb(after[measure])} | ${change.toFixed(0)}% |`)
    }
    console.log(`| files | ${results[0].rows.length} | ${results[1].rows.length} | |`)
  }
  if (budget) {
    const report = budgetReport(results[results.length - 1].dist, results[results.length - 1])
    console.log(`\n${report.lines.join('\n')}`)
    if (report.over) process.exitCode = 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
