/**
 * Top self-time functions of a V8 .cpuprofile (node --cpu-prof):
 *   node server/http/bench/top-self-time.mjs <file.cpuprofile> [count]
 * Self time is summed per function+file; percentages are of all sampled time (idle included).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const [file, count = '25'] = process.argv.slice(2)
const profile = JSON.parse(readFileSync(file, 'utf8'))
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const selfMicros = new Map()
const deltas = profile.timeDeltas
let total = 0
profile.samples.forEach((id, i) => {
  const dt = deltas[i] ?? 0
  total += dt
  const { functionName, url, lineNumber } = byId.get(id).callFrame
  const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(build[^/]*\/)/, '')}:${lineNumber + 1}` : ''
  const key = `${functionName || '(anonymous)'} ${where}`
  selfMicros.set(key, (selfMicros.get(key) ?? 0) + dt)
})
const top = [...selfMicros].sort((a, b) => b[1] - a[1]).slice(0, Number(count))
console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`)
for (const [key, us] of top)
  console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${key}`)
