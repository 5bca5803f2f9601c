import { spawn } from 'node:child_process'

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export const TS_NODE = ['--import=ts-node-maintained/register/esm', '--no-warnings=ExperimentalWarning']

/**
 * V8 flags of an app node. A young generation of 32 MB semi-spaces instead of 16: a node taking
 * messages allocates short-lived objects fast, and with the default the scavenger ran often enough
 * to cost 12 % of its sends a second (docs/performance.md, stop 37). Up to ~50 MB more RSS under load.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32']

/**
 * Environment of an app node's process, beside its own. glibc's malloc raises its mmap threshold to
 * the largest block freed, so after the first logins each scrypt's 16 MB block (N=16384, r=8) was
 * served from, and kept in, the thread pool's heaps: about 80 MB of RSS held for good. A fixed 4 MB
 * threshold maps those blocks and returns them when freed, for ~8 ms more CPU a login
 * (docs/performance.md, stop 39).
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: String(4 * 1024 * 1024) }
