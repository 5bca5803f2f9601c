/**
 * `node scripts/bench/events-profile.mjs <file.cpuprofile> [top=25] [from-s] [to-s]`: the
 * functions with the most self time in a V8 CPU profile (node --cpu-prof), and the same time
 * summed per package or source folder. A window (seconds from the profile's start) keeps one stage.
 */
import { readFileSync } from 'node:fs'

const [file, topArg = '25', fromArg, toArg] = process.argv.slice(2)
if (!file) throw new Error('usage: events-profile.mjs <file.cpuprofile> [top] [from-ms] [to-ms]')
const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const from = fromArg ? Number(fromArg) * 1e6 : 0
const to = toArg ? Number(toArg) * 1e6 : Infinity

// Self time per node: each sample is attributed to the node on top of the stack.
const selfUs = new Map()
let t = 0
let total = 0
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  t += dt
  if (t < from || t > to) return
  selfUs.set(id, (selfUs.get(id) ?? 0) + dt)
  total += dt
})

function where(url) {
  if (!url) return '(native)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0]
  const own = /\/(events|modules\/[^/]+|server\/[^/]+|scripts\/[^/]+)\//.exec(url)
  return own ? own[1] : url.split('/').slice(-2).join('/')
}

const byFunction = new Map()
const byPlace = new Map()
for (const [id, us] of selfUs) {
  const { callFrame: f } = nodes.get(id)
  const name = f.functionName || '(anonymous)'
  const key = `${name}  ${f.url ? f.url.split('/').slice(-2).join('/') + ':' + (f.lineNumber + 1) : ''}`
  byFunction.set(key, (byFunction.get(key) ?? 0) + us)
  const place = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : where(f.url)
  byPlace.set(place, (byPlace.get(place) ?? 0) + us)
}

const pct = (us) => ((100 * us) / total).toFixed(1).padStart(5)
const ms = (us) => (us / 1000).toFixed(0).padStart(7)
console.log(`profile ${file}: ${(total / 1e6).toFixed(2)} s sampled${fromArg ? ` (window ${fromArg}-${toArg ?? 'end'} s)` : ''}\n`)
console.log('self ms      %   function  file:line')
for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
  console.log(`${ms(us)}  ${pct(us)}   ${key}`)
console.log('\nself ms      %   package / folder')
for (const [key, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${ms(us)}  ${pct(us)}   ${key}`)
