import { readFileSync } from 'node:fs'
import path from 'node:path'
import { transform } from 'esbuild'

/**
 * `mintTurnCredential` of modules/call/domain/turn-credentials.ts itself (the app's code, type-stripped
 * with esbuild): the benches mint TURN credentials exactly as GET /api/consultations/:id/ice-servers does.
 */
export async function loadMintTurnCredential(root) {
  const source = readFileSync(path.join(root, 'modules/call/domain/turn-credentials.ts'), 'utf8')
  const { code } = await transform(source, { loader: 'ts', format: 'esm' })
  const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  return mod.mintTurnCredential
}
