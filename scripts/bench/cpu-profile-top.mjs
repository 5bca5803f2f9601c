/**
 * `node scripts/bench/cpu-profile-top.mjs <file.cpuprofile> [from µs] [to µs]`: where a --cpu-prof
 * profile spent its time inside a window of the monotonic clock (the messaging bench prints its
 * phases on it): busy share, the top functions by self time, and self time by package.
 */
import { readFileSync } from 'node:fs'

const [file, from = '0', to = String(Number.MAX_SAFE_INTEGER)] = process.argv.slice(2)
const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
let at = profile.startTime
let total = 0
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i]
  if (at < Number(from) || at > Number(to)) continue
  const node = nodes.get(profile.samples[i])
  const dt = profile.timeDeltas[i + 1] ?? 0
  total += dt
  self.set(node.id, (self.get(node.id) ?? 0) + dt)
}
const byFunction = new Map()
const byPackage = new Map()
for (const [id, us] of self) {
  const { callFrame: f } = nodes.get(id)
  const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(wt|main)\/[^/]+\//, '')}:${f.lineNumber + 1}`
  byFunction.set(key, (byFunction.get(key) ?? 0) + us)
  const pkg = f.url.includes('node_modules/')
    ? f.url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
    : f.url.startsWith('node:') || f.url === ''
      ? f.functionName.startsWith('(')
        ? f.functionName
        : `node internals`
      : 'app'
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us)
}
const idle = byFunction.get('(idle) :0') ?? 0
const pct = (us) => ((100 * us) / total).toFixed(1).padStart(5)
console.log(`window ${(total / 1e6).toFixed(1)} s; busy ${pct(total - idle)} % of one core`)
console.log('\nself time by package:')
for (const [k, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(us)} %  ${k}`)
console.log('\ntop functions by self time:')
for (const [k, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${pct(us)} %  ${k}`)
