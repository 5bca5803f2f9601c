import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  url: string
  port: number
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

/** Starts the real server (node + ts-node) as its own process, as `npm start` does. */
export async function startServerProcess(env: Record<string, string | undefined> = {}): Promise<ServerProcess> {
  const port = await freePort()
  let out = ''
  const child = spawn(
    process.execPath,
    ['--import=ts-node-maintained/register/esm', '--no-warnings=ExperimentalWarning', 'server/bin/server.ts'],
    {
      cwd: root,
      // The records access window opened wide as in bootApp (helpers/app.mjs), unless a suite sets it.
      env: {
        RECORDS_ACCESS_BEFORE_HOURS: String(24 * 120),
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet: try again until the deadline
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${out}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    port,
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        // A child killed by a signal (e.g. a fault test's SIGKILL) has exitCode null but a signalCode.
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  }
}
