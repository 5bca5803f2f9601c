import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findViolations, type SourceFile } from './boundaries.js'

const root = path.resolve(import.meta.dirname, '../../..')

function sources(dir: string): SourceFile[] {
  const out: SourceFile[] = []
  for (const entry of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, entry)
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sources(rel))
    else if (/\.(ts|tsx|mjs)$/.test(entry) && !entry.endsWith('.d.ts'))
      out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') })
  }
  return out
}

describe('module boundaries', () => {
  it('no module reaches into another module, the kernel imports no module, events/ imports no module, domain/ does no I/O', () => {
    expect(findViolations([...sources('modules'), ...sources('events')])).toEqual([])
  })

  it('server code enters a module only through its index.ts', () => {
    // this folder's own specs hold bad imports as test data
    const server = sources('server').filter((file) => !file.path.startsWith('server/tests/architecture/'))
    expect(findViolations(server)).toEqual([])
  })

  it('client features never import each other; the client reaches modules/ only through contracts/', () => {
    expect(findViolations(sources('client/src'))).toEqual([])
  })

  it('the checker catches each kind of violation', () => {
    const bad: SourceFile[] = [
      { path: 'modules/scheduling/commands/x.ts', text: `import User from '#modules/identity/db/user'` },
      { path: 'modules/scheduling/commands/y.ts', text: `import { a } from '../../identity/queries/a.js'` },
      { path: 'events/outbox.ts', text: `import { identityModule } from '#modules/identity/index'` },
      { path: 'modules/learning/domain/z.ts', text: `import db from '@adonisjs/lucid/services/db'` },
      { path: 'modules/kernel/context.ts', text: `import type { Role } from '#modules/identity/index'` },
      { path: 'modules/scheduling/settings.ts', text: `import env from '#start/env'` },
    ]
    expect(findViolations(bad)).toHaveLength(6)
    const good: SourceFile[] = [
      { path: 'modules/scheduling/commands/x.ts', text: `import { getUserWithProfile } from '#modules/identity/index'` },
      { path: 'modules/scheduling/commands/y.ts', text: `import { DomainError } from '#modules/kernel/index'` },
      { path: 'modules/scheduling/settings.ts', text: `import { moduleSettings } from '#modules/kernel/index'` },
      { path: 'modules/records/tests/uploads.int.spec.ts', text: `import env from '#start/env'` },
      { path: 'modules/identity/contracts/roles.ts', text: `export { roles } from '../../kernel/contracts/roles.js'` },
      { path: 'modules/records/tests/z.int.spec.ts', text: `import { bootApp } from '../../../server/tests/helpers/app.mjs'` },
    ]
    expect(findViolations(good)).toEqual([])
  })

  it('catches the server and client violations', () => {
    const bad: SourceFile[] = [
      { path: 'server/config/auth.ts', text: `const m = () => import('#modules/identity/db/user')` },
      { path: 'server/http/x.ts', text: `import { a } from '../../modules/records/queries/a.js'` },
      { path: 'modules/records/queries/b.ts', text: `import { gateway } from '#server/realtime/gateway'` },
      { path: 'modules/records/domain/c.ts', text: `import env from '#start/env'` },
      { path: 'events/relay.ts', text: `import env from '#start/env'` },
      { path: 'client/src/features/consultation/components/s.tsx', text: `import { useUser } from '@/features/auth/api/get-user'` },
      { path: 'client/src/features/consultation/components/t.tsx', text: `import { x } from '../../auth/api/get-user'` },
      { path: 'client/src/lib/u.ts', text: `import { y } from '@/features/auth/api/get-user'` },
      { path: 'client/src/lib/v.ts', text: `import type { User } from '@modules/identity/db/user'` },
      { path: 'client/src/lib/w.ts', text: `import { relay } from '../../../events/relay.js'` },
    ]
    expect(findViolations(bad)).toHaveLength(bad.length)
    const good: SourceFile[] = [
      { path: 'server/config/auth.ts', text: `const m = () => import('#modules/identity/index')` },
      { path: 'server/http/y.int.spec.ts', text: `import { book } from '../../modules/scheduling/tests/fixtures.js'` },
      { path: 'client/src/app/routes/consultation.tsx', text: `import { useUser } from '@/features/auth/api/get-user'` },
      { path: 'client/src/features/auth/components/g.tsx', text: `import { useUser } from '../api/get-user'` },
      { path: 'client/src/features/auth/types.ts', text: `import type { UserDto } from '@modules/identity/contracts/user'` },
    ]
    expect(findViolations(good)).toEqual([])
  })
})
