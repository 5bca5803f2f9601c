import { spawn } from 'node:child_process'
import { readFileSync, openSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** Every detached child still running: a bench stopped from outside (SIGTERM) stops them too. */
const running = new Set()

/** Starts a detached child (its own process group) with output in `logFile`. */
export function startProcess(cmd, args, { env, cwd, logFile }) {
  const out = openSync(logFile, 'a')
  const child = spawn(cmd, args, { env, cwd, stdio: ['ignore', out, out], detached: true })
  child.unref()
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** Stops every child startProcess started that is still running. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopProcess(child)))
}

/** SIGTERM to the child's process group, SIGKILL after `graceMs` (k6 or a server holding thousands of sockets may not stop). */
export async function stopProcess(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signal = (name) => {
    try {
      process.kill(-child.pid, name)
    } catch {
      // the group has already exited
    }
  }
  signal('SIGTERM')
  if (await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])) return
  signal('SIGKILL')
  await exited
}

export async function waitHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet: try again until the deadline
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

const TICKS_PER_SECOND = 100 // getconf CLK_TCK on Linux

/** CPU time (user + system) the process has used, in ms, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** Resident memory in MB, from /proc/<pid>/status. */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : NaN
}

/** Established TCP connections whose local port is `port` (IPv4 and IPv6), from /proc/net. */
export function establishedTo(port) {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  let count = 0
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[1]?.endsWith(hexPort) && cols[3] === '01') count++
    }
  }
  return count
}
