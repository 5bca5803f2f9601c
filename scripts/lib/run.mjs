import { spawn } from 'node:child_process'

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export const TS_NODE = ['--import=ts-node-maintained/register/esm', '--no-warnings=ExperimentalWarning']
