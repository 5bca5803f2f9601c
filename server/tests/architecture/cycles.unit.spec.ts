import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const depcruise = path.join(root, 'node_modules/.bin/depcruise')
const dirs: string[] = []

/** Writes the files to a fresh folder outside the repository (so `npm run lint` never sees them). */
async function fixture(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cycles-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
  return dir
}

/** Runs the lint's dependency check (.dependency-cruiser.cjs) on a folder: its exit code and report. */
async function cruise(dir: string): Promise<{ code: number; report: string }> {
  const args = [dir, '--config', path.join(root, '.dependency-cruiser.cjs')]
  try {
    const { stdout } = await promisify(execFile)(depcruise, args, { cwd: root })
    return { code: 0, report: stdout }
  } catch (error: any) {
    return { code: error.code, report: `${error.stdout}${error.stderr}` }
  }
}

afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

describe('import cycles (npm run lint:deps)', () => {
  it('fails on a circle made of type-only imports', async () => {
    const dir = await fixture({
      'a.ts': `import type { B } from './b.js'\nexport interface A { b?: B }\n`,
      'b.ts': `import type { A } from './a.js'\nexport interface B { a?: A }\n`,
    })
    const { code, report } = await cruise(dir)
    expect(code).not.toBe(0)
    expect(report).toMatch(/error no-circular: .*a\.ts/)
  }, 60_000)

  it('passes the same files once the shared type moves down', async () => {
    const dir = await fixture({
      'shared.ts': `export interface Shared { id: string }\n`,
      'a.ts': `import type { Shared } from './shared.js'\nexport interface A { s?: Shared }\n`,
      'b.ts': `import type { Shared } from './shared.js'\nimport type { A } from './a.js'\nexport interface B { a?: A; s?: Shared }\n`,
    })
    expect(await cruise(dir)).toMatchObject({ code: 0 })
  }, 60_000)
})

describe('module settings (npm run lint:deps)', () => {
  const env = { 'server/start/env.ts': `export default { get: (name: string) => name }\n` }

  it("fails when a module imports the server's env", async () => {
    const dir = await fixture({
      ...env,
      'modules/demo/settings.ts': `import env from '../../server/start/env.js'\nexport const limit = () => env.get('LIMIT')\n`,
    })
    const { code, report } = await cruise(dir)
    expect(code).not.toBe(0)
    expect(report).toMatch(/error no-module-to-server-env: .*modules\/demo\/settings\.ts/)
  }, 60_000)

  it('passes a module that takes its settings from the kernel, and a module test that boots the server', async () => {
    const dir = await fixture({
      ...env,
      'modules/kernel/settings.ts': `export const moduleSettings = () => ({ get: (name: string) => name })\n`,
      'modules/demo/settings.ts': `import { moduleSettings } from '../kernel/settings.js'\nexport const limit = () => moduleSettings().get('LIMIT')\n`,
      'modules/demo/tests/limit.int.spec.ts': `import env from '../../../server/start/env.js'\nexport const set = env\n`,
    })
    expect(await cruise(dir)).toMatchObject({ code: 0 })
  }, 60_000)
})
