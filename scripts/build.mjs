/**
 * `npm run build`: the production build. Builds the client (client/dist) and compiles server,
 * modules and events with tsc into build/, with package.json beside them so the same subpath
 * imports (#modules/*, #events/*, #start/* …) resolve inside build/. `npm start` with
 * NODE_ENV=production runs build/server/bin/server.js when it exists.
 */
import { cpSync, copyFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { run } from './lib/run.mjs'
import { buildClient } from './lib/build-client.mjs'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'build')
rmSync(out, { recursive: true, force: true })

let code = await buildClient(root)
if (code === 0) code = await run('npx', ['tsc', '-p', 'tsconfig.json', '--outDir', out], { cwd: root })
if (code !== 0) process.exit(code)
copyFileSync(path.join(root, 'package.json'), path.join(out, 'package.json'))
// Edge templates (the e-mail views) and the terminology starter set (CSV) are not TypeScript, so tsc leaves them behind.
cpSync(path.join(root, 'modules'), path.join(out, 'modules'), {
  recursive: true,
  filter: (source) => source.endsWith('.edge') || source.endsWith('.csv') || statSync(source).isDirectory(),
})
cpSync(path.join(root, 'client/dist'), path.join(out, 'client/dist'), { recursive: true })
console.log(`build/ ready: node build/server/bin/server.js (NODE_ENV=production)`)
