/**
 * One call held for CALL_SOAK_MINUTES (default 10) on loopback (issue 19, docs/performance.md
 * "Call"; CALL_SOAK_RELAY=1 forces it through the local coturn): two Chromium contexts with fake
 * camera and microphone, an in-page monitor on each side reading getStats every 200 ms. Reported
 * per side: frames decoded per second against the frames per second the other side sent (whole
 * run and the worst 10 s window), stalls over 1 s (no new decoded frame), Chromium's freezeCount,
 * ICE drops, a replaced RTCPeerConnection, and the reconnections the server recorded
 * (call_media_sides, from the pages' call.media reports).
 * Bounded: the soak length plus 2 minutes at most; everything started is stopped.
 * Usage: node scripts/bench/call-soak.mjs   (CALL_BENCH_SKIP_BUILD=1 reuses build/)
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { root } from './call/app.mjs'
import { startConsultations } from './call/consultation-run.mjs'
import { firstFrameDecoded, selectedCandidateType, signedInContext } from './call/browser.mjs'
import { installMonitor, readMonitor } from './call/media-monitor.mjs'
import { fixed, loadAverage } from './call/stats.mjs'

const MINUTES = Number(process.env.CALL_SOAK_MINUTES ?? 10)
const RELAY = process.env.CALL_SOAK_RELAY === '1'
const WINDOW_S = 10
const log = (msg) => console.log(`[call-soak] ${msg}`)
const started = Date.now()
const watchdog = setTimeout(
  () => {
    console.error('[call-soak] over its bound: exiting')
    process.exit(1)
  },
  (MINUTES + 2) * 60_000 + 300_000
) // + start-up (build skipped) of at most 5 minutes
watchdog.unref()

const run = await startConsultations({ name: 'call-soak', count: 1, log })
const appointmentId = run.appointmentIds[0]
let report
try {
  const pages = []
  for (const who of [run.patient, run.provider]) {
    const context = await signedInContext(run.browser, run.app.base, who.cookie, { relay: RELAY })
    const page = await context.newPage()
    await page.goto(`${run.app.base}/consultation/${appointmentId}`)
    await page.getByTestId('consultation-screen').waitFor({ timeout: 30_000 })
    pages.push(page)
  }
  const frames = await Promise.all(pages.map((p) => firstFrameDecoded(p, 30_000)))
  if (frames.some((f) => f === null)) throw new Error('no remote frame decoded within 30 s')
  const candidate = await selectedCandidateType(pages[0])
  await Promise.all(pages.map((p) => installMonitor(p)))
  log(`call up (${candidate}); holding ${MINUTES} min`)
  const windows = [[], []] // per side: decoded fps / other side's sent fps, per window
  let previous = await Promise.all(pages.map(readMonitor))
  const first = previous
  for (let t = 0; t < MINUTES * 60; t += WINDOW_S) {
    await sleep(WINDOW_S * 1000)
    const now = await Promise.all(pages.map(readMonitor))
    for (const side of [0, 1]) {
      const decoded = now[side].decoded - previous[side].decoded
      const sentByOther = now[1 - side].sent - previous[1 - side].sent
      windows[side].push(sentByOther ? decoded / sentByOther : NaN)
    }
    previous = now
    if ((t / WINDOW_S) % 6 === 5) log(`${(t + WINDOW_S) / 60} min: ratio ${windows.map((w) => fixed(w.at(-1), 2)).join(' / ')}`)
  }
  const last = previous
  const { rows: media } = await run.db.query(
    'SELECT role, reconnections, first_connected_at FROM call_media_sides WHERE appointment_id = $1',
    [appointmentId]
  )
  const seconds = MINUTES * 60
  const line = (side, name) => {
    const decodedFps = (last[side].decoded - first[side].decoded) / seconds
    const sentFps = (last[1 - side].sent - first[1 - side].sent) / seconds
    const worst = Math.min(...windows[side].filter(Number.isFinite))
    const server = media.find((m) => m.role === (side === 0 ? 'PATIENT' : 'PROVIDER'))
    return `| ${name} | ${fixed(sentFps, 1)} | ${fixed(decodedFps, 1)} | ${fixed((decodedFps / sentFps) * 100)}% | ${fixed(worst * 100)}% | ${last[side].stalls.length} (longest gap ${fixed(last[side].longestGapMs)} ms) | ${last[side].freezeCount} (${fixed(last[side].freezeSeconds, 1)} s) | ${last[side].iceDrops} | ${last[side].pcReplaced} | ${server ? server.reconnections : 'no row'} |`
  }
  report = [
    `Run ${new Date(started).toISOString()}, command \`node scripts/bench/call-soak.mjs\` (${MINUTES} min, ${RELAY ? 'relay only through coturn' : 'loopback'}, selected local candidate ${candidate}); load average at the end ${loadAverage()}.`,
    '',
    '| receiving side | other side sent fps | decoded fps | decoded / sent | worst 10 s window | stalls > 1 s | Chromium freezeCount (total) | ICE drops | RTCPeerConnection replaced | reconnections (server) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    line(0, 'patient'),
    line(1, 'provider'),
  ].join('\n')
} finally {
  await run.stop()
}
writeFileSync(path.join(root, '.data/call-soak/call-soak.md'), `${report}\n`)
console.log(`\n${report}\n`)
process.exit(0)
