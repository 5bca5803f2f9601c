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
    else if (/\.(ts|tsx|mjs)$/.test(entry)) out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') })
  }
  return out
}

describe('module boundaries', () => {
  it('no module reaches into another module, events/ imports no module, domain/ does no I/O', () => {
    expect(findViolations([...sources('modules'), ...sources('events')])).toEqual([])
  })

  it('the checker catches each kind of violation', () => {
    const bad: SourceFile[] = [
      { path: 'modules/scheduling/commands/x.ts', text: `import User from '#modules/identity/db/user'` },
      { path: 'modules/scheduling/commands/y.ts', text: `import { a } from '../../identity/queries/a.js'` },
      { path: 'events/outbox.ts', text: `import { identityModule } from '#modules/identity/index'` },
      { path: 'modules/learning/domain/z.ts', text: `import db from '@adonisjs/lucid/services/db'` },
    ]
    expect(findViolations(bad)).toHaveLength(4)
    const good: SourceFile[] = [
      { path: 'modules/scheduling/commands/x.ts', text: `import { getUserWithProfile } from '#modules/identity/index'` },
      { path: 'modules/scheduling/commands/y.ts', text: `import { DomainError } from '#modules/kernel/index'` },
    ]
    expect(findViolations(good)).toEqual([])
  })
})
