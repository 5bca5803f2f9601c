import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const made: string[] = []

/** `node scripts/start.mjs` as a real child process; resolves with its exit code, output and duration. */
function npmStart(dataDir: string, deadlineMs = 60_000) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false' }
  delete env.DATABASE_URL
  const started = Date.now()
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output, ms: Date.now() - started })
    })
  })
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('row 14: npm start fails with one clear line when embedded PostgreSQL cannot start', () => {
  it.skipIf(process.getuid?.() !== 0)('DATA_DIR under a chmod 700 folder, started as root', async () => {
    const locked = mkdtempSync(path.join(os.tmpdir(), 'telerawat-locked-'))
    made.push(locked)
    chmodSync(locked, 0o700)
    const result = await npmStart(path.join(locked, 'data'))
    expect(result.code).toBe(1)
    expect(result.ms).toBeLessThan(15_000)
    const failure = result.output.split('\n').filter((line) => line.startsWith('TeleRawat tidak dapat dimulai'))
    expect(failure).toHaveLength(1)
    expect(failure[0]).toContain(locked)
    expect(failure[0]).toContain(`chmod o+x ${locked}`)
    expect(result.output).not.toMatch(/^\s+at /m) // no stack trace
    expect(result.output).not.toMatch(/initdb|Error:/)
  })

  it('a data folder PostgreSQL cannot start from: one line, exit code 1, no stack trace', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telerawat-broken-'))
    made.push(dataDir)
    chmodSync(dataDir, 0o755)
    mkdirSync(path.join(dataDir, 'postgres'))
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '18\n') // looks initialised, is not
    const result = await npmStart(dataDir)
    expect(result.code).toBe(1)
    const failure = result.output.split('\n').filter((line) => line.startsWith('TeleRawat tidak dapat dimulai'))
    expect(failure).toHaveLength(1)
    expect(failure[0]).toContain(path.join(dataDir, 'postgres'))
    expect(result.output).not.toMatch(/^\s+at /m)
  })
})
