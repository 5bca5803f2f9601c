import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientCopyViolations, contractImportViolations, contractTypeNames, isContractFile, type SourceFile } from './contracts.js'

const root = path.resolve(import.meta.dirname, '../../..')

function sources(dir: string): SourceFile[] {
  const out: SourceFile[] = []
  for (const entry of readdirSync(path.join(root, dir))) {
    const rel = path.posix.join(dir, entry)
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sources(rel))
    else if (/\.tsx?$/.test(entry)) out.push({ path: rel, text: readFileSync(path.join(root, rel), 'utf8') })
  }
  return out
}

describe('wire contracts', () => {
  const modules = sources('modules')
  const contracts = modules.filter((f) => isContractFile(f.path))

  it('every module that answers HTTP declares its wire shapes in contracts/', () => {
    const owners = new Set(contracts.map((f) => f.path.split('/')[1]))
    expect([...owners].sort()).toEqual(expect.arrayContaining(['identity', 'learning', 'records', 'scheduling']))
  })

  it('contract files import nothing but zod and other contract files', () => {
    expect(contractImportViolations(modules)).toEqual([])
  })

  it('the client declares no type that a contract exports, and imports only contracts from modules/', () => {
    expect(clientCopyViolations(sources('client/src'), contractTypeNames(contracts))).toEqual([])
  })

  it('the checks catch each kind of violation', () => {
    const fakeContracts: SourceFile[] = [
      {
        path: 'modules/records/contracts/thing-dto.ts',
        text: `import type { X } from '../domain/x.js'\nexport interface ThingDto { id: string }`,
      },
      {
        path: 'modules/records/contracts/other.ts',
        text: `import db from '@adonisjs/lucid/services/db'\nexport type Kind = 'A' | 'B'`,
      },
      {
        path: 'modules/records/contracts/fine.ts',
        text: `import { z } from 'zod'\nimport type { ThingDto } from './thing-dto.js'\nexport type Fine = ThingDto`,
      },
      { path: 'modules/scheduling/contracts/cross.ts', text: `import type { Kind } from '../../records/contracts/other.js'` },
    ]
    expect(contractImportViolations(fakeContracts)).toEqual([
      `modules/records/contracts/thing-dto.ts: a contract imports only zod or another contract (../domain/x.js)`,
      `modules/records/contracts/other.ts: a contract imports only zod or another contract (@adonisjs/lucid/services/db)`,
    ])
    const names = contractTypeNames(fakeContracts)
    expect([...names.keys()].sort()).toEqual(['Fine', 'Kind', 'ThingDto'])
    const client: SourceFile[] = [
      { path: 'client/src/features/a/types.ts', text: `export type ThingDto = { id: string }\ninterface Kind {\n  a: 1\n}` },
      {
        path: 'client/src/features/b/view.ts',
        text: `import type { ThingDto } from '@modules/records/contracts/thing-dto'\nexport type ThingRow = Pick<ThingDto, 'id'>`,
      },
      { path: 'client/src/features/c/reach.ts', text: `import { recordDto } from '@modules/records/queries/record-dto'` },
    ]
    expect(clientCopyViolations(client, names)).toEqual([
      `client/src/features/a/types.ts: declares ThingDto again; import it from modules/records/contracts/thing-dto.ts`,
      `client/src/features/a/types.ts: declares Kind again; import it from modules/records/contracts/other.ts`,
      `client/src/features/c/reach.ts: the client imports only modules/<m>/contracts/<name> (@modules/records/queries/record-dto)`,
    ])
  })
})
