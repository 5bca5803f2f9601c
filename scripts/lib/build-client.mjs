import { run } from './run.mjs'

/**
 * `vite build` of the client, always the production bundle: Vite takes NODE_ENV from the
 * environment when it is set, and `npm test` runs with NODE_ENV=test, which would ship React's
 * development build (StrictMode's double effects included) to the browser journeys.
 */
export function buildClient(root) {
  return run('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
