import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { run } from './run.mjs'
import { precompress } from '../../server/http/precompress.mjs'

/**
 * `vite build` of the client, always the production bundle: Vite takes NODE_ENV from the
 * environment when it is set, and `npm test` runs with NODE_ENV=test, which would ship React's
 * development build (StrictMode's double effects included) to the browser journeys.
 * Then .br/.gz siblings of the text assets, served by the static middleware.
 */
export async function buildClient(root) {
  const code = await run('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (code === 0) precompress(path.join(root, 'client/dist'))
  return code
}

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** True when client/dist is missing or older than a file of client/src. */
export function clientIsStale(root) {
  const distIndex = path.join(root, 'client/dist/index.html')
  return !existsSync(distIndex) || newestMtime(path.join(root, 'client/src')) > statSync(distIndex).mtimeMs
}
