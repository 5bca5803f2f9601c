import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { changedCounts, leakIn } from './fuzz-checks.js'

const root = path.resolve(import.meta.dirname, '../../..')

describe('the fuzz checks themselves', () => {
  it('see a stack frame, a file URL frame and a path of this machine', () => {
    expect(leakIn(`{"message":"boom","stack":"Error: boom\\n    at handle (${root}/server/app/x.ts:12:7)"}`)).toMatch(
      /stack frame|path/
    )
    expect(leakIn('RangeError: x\n    at file:///srv/app/index.js:1:2')).toMatch(/stack frame/)
    expect(leakIn(`cannot open ${root}/.data/uploads/abc`)).toMatch(/path/)
    expect(leakIn('Error\n    at node:internal/process/task_queues:95:5')).toMatch(/stack frame/)
  })

  it('leave clean bodies, and text the request itself sent, alone', () => {
    expect(leakIn('{"message":"Data tidak valid","errors":[{"field":"email","message":"Format email tidak valid"}]}')).toBeNull()
    expect(leakIn('<!doctype html><html><script src="/assets/index-abc.js"></script></html>')).toBeNull()
    expect(leakIn('{"message":"Ada data yang tidak dikenal: node_modules/"}', '{"node_modules/":1}')).toBeNull()
  })

  it('name the tables whose counts moved', () => {
    expect(changedCounts({ users: 1, uploads: 2 }, { users: 1, uploads: 3 })).toEqual(['uploads: 2 -> 3'])
  })
})
