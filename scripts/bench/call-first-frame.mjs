/**
 * Time to see the other side (issue 19, docs/performance.md "Call"): CALL_FIRST_FRAME_CALLS calls
 * (default 20) on loopback and as many relay-only through the local coturn
 * (`telerawat.call.iceTransportPolicy` = 'relay', server-minted TURN credentials), alternated so
 * both modes see the same machine. Per call, in two fresh Chromium contexts (fake camera and
 * microphone): the patient opens the consultation page, then the provider; measured
 * - page open: goto → the consultation screen shown (each side), the baseline;
 * - both joined → first remote video frame decoded (inbound-rtp framesDecoded > 0 in getStats of
 *   `window.__telerawatCall.pc`), per side and for the later side (the call is up for both);
 * - the selected candidate pair's local type (relay-only calls must say 'relay').
 * One call per mode runs first and is not counted (cold start). Bounded: 30 s per wait; coturn, the server, PostgreSQL and Chromium are stopped at the end.
 * Usage: node scripts/bench/call-first-frame.mjs   (CALL_BENCH_SKIP_BUILD=1 reuses build/)
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './call/app.mjs'
import { startConsultations } from './call/consultation-run.mjs'
import { firstFrameDecoded, joinAccepted, selectedCandidateType, signedInContext } from './call/browser.mjs'
import { fixed, loadAverage, percentile } from './call/stats.mjs'

const CALLS = Number(process.env.CALL_FIRST_FRAME_CALLS ?? 20)
const WAIT_MS = 30_000
const log = (msg) => console.log(`[call-first-frame] ${msg}`)
const started = Date.now()

const run = await startConsultations({ name: 'call-first-frame', count: CALLS * 2 + 2, log })
const results = { loopback: [], relay: [] }
try {
  // one call per mode first, not counted: Chromium's and the server's first call pay their cold start
  for (const [i, relay] of [
    [0, false],
    [1, true],
  ]) {
    const r = await oneCall(run.appointmentIds[i], relay).catch((error) => ({ error: String(error.message ?? error) }))
    log(
      `warm-up ${relay ? 'relay' : 'loopback'}: ${r.error ?? `open ${r.openMs.join(' / ')} ms, first frame ${r.firstFrameMs.join(' / ')} ms`}`
    )
  }
  for (let i = 0; i < CALLS * 2; i++) {
    const mode = i % 2 === 0 ? 'loopback' : 'relay'
    const r = await oneCall(run.appointmentIds[i + 2], mode === 'relay').catch((error) => ({ error: String(error.message ?? error) }))
    results[mode].push(r)
    log(
      `${mode} ${results[mode].length}/${CALLS}: ${r.error ?? `open ${r.openMs.join(' / ')} ms, first frame ${r.firstFrameMs.join(' / ')} ms (${r.candidate})`}`
    )
  }
} finally {
  await run.stop()
}

const row = (mode) => {
  const ok = results[mode].filter((r) => !r.error)
  const open = ok.flatMap((r) => r.openMs)
  const later = ok.map((r) => Math.max(...r.firstFrameMs))
  const each = ok.flatMap((r) => r.firstFrameMs)
  const counts = new Map()
  for (const r of ok) counts.set(r.candidate ?? 'unknown', (counts.get(r.candidate ?? 'unknown') ?? 0) + 1)
  const types = [...counts].map(([t, n]) => `${t} ${n}`).join(', ')
  return `| ${mode === 'relay' ? 'relay only, through coturn' : 'loopback (host candidates)'} | ${ok.length}/${results[mode].length} | ${fixed(percentile(open, 50))} / ${fixed(percentile(open, 95))} | ${fixed(percentile(later, 50))} / ${fixed(percentile(later, 95))} | ${fixed(percentile(each, 50))} / ${fixed(percentile(each, 95))} | ${fixed(percentile(later, 50) / percentile(open, 50), 2)}× | ${types} |`
}
const errors = [...results.loopback, ...results.relay].filter((r) => r.error).map((r) => r.error)
const report = [
  `Run ${new Date(started).toISOString()} (${((Date.now() - started) / 1000).toFixed(0)} s), command \`node scripts/bench/call-first-frame.mjs\` (${CALLS} calls per mode, alternated); load average at the end ${loadAverage()}.`,
  '',
  '| mode | calls up | page open p50 / p95 ms (goto → consultation screen, each side) | both joined → first remote frame decoded, later side, p50 / p95 ms | same, each side p50 / p95 ms | first frame p50 / page open p50 | selected local candidate |',
  '|---|---:|---:|---:|---:|---:|---|',
  row('loopback'),
  row('relay'),
  ...(errors.length ? ['', `Failures: ${[...new Set(errors)].slice(0, 5).join('; ')}`] : []),
].join('\n')
writeFileSync(path.join(root, '.data/call-first-frame/call-first-frame.md'), `${report}\n`)
console.log(`\n${report}\n`)
process.exit(0)

async function oneCall(appointmentId, relay) {
  const url = `${run.app.base}/consultation/${appointmentId}`
  const contexts = []
  try {
    const pages = []
    const joins = []
    const openMs = []
    for (const who of [run.patient, run.provider]) {
      const context = await signedInContext(run.browser, run.app.base, who.cookie, { relay })
      contexts.push(context)
      const page = await context.newPage()
      const joined = joinAccepted(page, appointmentId)
      const t = Date.now()
      await page.goto(url)
      await page.getByTestId('consultation-screen').waitFor({ timeout: WAIT_MS })
      openMs.push(Date.now() - t)
      pages.push(page)
      joins.push(joined)
    }
    const joinedAt = Math.max(...(await withTimeout(Promise.all(joins), 'both joined')))
    const frames = await Promise.all(pages.map((p) => firstFrameDecoded(p, WAIT_MS)))
    if (frames.some((f) => f === null)) throw new Error('no remote frame decoded within 30 s')
    await pages[0].locator('[data-testid="remote-video"]').waitFor({ timeout: WAIT_MS })
    return { openMs, firstFrameMs: frames.map((f) => Math.max(0, f - joinedAt)), candidate: await selectedCandidateType(pages[0]) }
  } finally {
    for (const context of contexts) await context.close().catch(() => {})
  }
}

function withTimeout(promise, what) {
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${WAIT_MS} ms`)), WAIT_MS)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
