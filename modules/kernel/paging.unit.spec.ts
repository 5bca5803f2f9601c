import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DomainError } from './errors.js'
import { MAX_PAGE_SIZE, decodeCursor, encodeCursor, pageRequest, toPage } from './paging.js'

const key = z.tuple([z.iso.datetime(), z.uuid()])
const id = '6f1c1f5e-8a1b-4c55-9d59-0a7c4b1f2a10'

describe('keyset cursors', () => {
  it('round-trips a key for the same list', () => {
    const cursor = encodeCursor('appointments.upcoming', ['2026-12-01T02:00:00.000Z', id])
    expect(decodeCursor('appointments.upcoming', cursor, key)).toEqual(['2026-12-01T02:00:00.000Z', id])
  })

  it('refuses a cursor of another list, a malformed one and one with a wrong key shape (400)', () => {
    const other = encodeCursor('appointments.past', ['2026-12-01T02:00:00.000Z', id])
    for (const raw of [other, 'not base64!', 'eyJ9', encodeCursor('appointments.upcoming', [1, 2]), 'a'.repeat(600)]) {
      expect(() => decodeCursor('appointments.upcoming', raw, key)).toThrow(DomainError)
      try {
        decodeCursor('appointments.upcoming', raw, key)
      } catch (e) {
        expect((e as DomainError).status).toBe(400)
        expect((e as DomainError).errors?.[0].field).toBe('cursor')
      }
    }
  })
})

describe('page requests', () => {
  it('defaults, caps and refuses limits', () => {
    expect(pageRequest({}, 20)).toEqual({ limit: 20, cursor: undefined })
    expect(pageRequest({ limit: '5', cursor: 'abc' }, 20)).toEqual({ limit: 5, cursor: 'abc' })
    expect(pageRequest({ limit: '100000' }, 20).limit).toBe(MAX_PAGE_SIZE)
    for (const limit of ['0', '-1', 'x', '1.5', ['1', '2']]) {
      expect(() => pageRequest({ limit }, 20)).toThrow(DomainError)
    }
    expect(() => pageRequest({ cursor: ['a', 'b'] }, 20)).toThrow(DomainError)
  })
})

describe('toPage', () => {
  const rows = [1, 2, 3, 4].map((n) => ({ n }))
  it('serves limit rows and a cursor when one more row was fetched', () => {
    const page = toPage(
      rows,
      3,
      'numbers',
      (r) => [r.n],
      (r) => r.n
    )
    expect(page.items).toEqual([1, 2, 3])
    expect(decodeCursor('numbers', page.nextCursor!, z.tuple([z.number()]))).toEqual([3])
  })
  it('has no cursor on the last page', () => {
    expect(
      toPage(
        rows,
        4,
        'numbers',
        (r) => [r.n],
        (r) => r.n
      ).nextCursor
    ).toBeNull()
  })
})
