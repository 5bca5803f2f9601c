/**
 * `npm run dev`: the app as `npm start` runs it (API, sockets, embedded PostgreSQL on :3333) plus
 * the Vite dev server on http://127.0.0.1:5173 with hot reload, proxying /api and /socket.io.
 */
import path from 'node:path'
import { spawn } from 'node:child_process'

const root = path.resolve(import.meta.dirname, '..')
const children = [
  spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'client/vite.config.ts', '--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGINT'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
