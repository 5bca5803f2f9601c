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
