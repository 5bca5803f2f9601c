import { describe, expect, it } from 'vitest'
import { findInputProblem, inputProblemError, MAX_INPUT_DEPTH } from './parse.js'

const nested = (depth: number) => {
  let value: unknown = 'daun'
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

describe('findInputProblem (the input guard walk)', () => {
  it('accepts ordinary bodies, unicode and emoji (paired surrogates)', () => {
    expect(findInputProblem({ fullName: 'Siti Aminah', note: 'nyeri 😖 ringan', list: [1, 'dua', null, true] })).toBeNull()
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull()
  })

  it('names the field holding a NUL or a lone surrogate', () => {
    expect(findInputProblem({ fullName: 'a\u0000b' })).toEqual({ kind: 'unsafe-text', field: 'fullName' })
    expect(findInputProblem({ a: { b: ['ok', 'x\ud800'] } })).toEqual({ kind: 'unsafe-text', field: 'a.b.1' })
    expect(findInputProblem({ a: '\udc00' })).toEqual({ kind: 'unsafe-text', field: 'a' })
    expect(findInputProblem({ ['k\u0000']: 1 })).toEqual({ kind: 'unsafe-text', field: 'body' })
  })

  it('refuses depth past the limit without recursion, even 100,000 deep', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))?.kind).toBe('too-deep')
    expect(findInputProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))?.kind).toBe('too-deep')
  })

  it('refuses a __proto__ key and maps problems to 400/422', () => {
    const problem = findInputProblem(JSON.parse('{"x":{"__proto__":{"admin":true}}}'))
    expect(problem).toEqual({ kind: 'prototype-key', field: 'x.__proto__' })
    expect(inputProblemError(problem!).status).toBe(422)
    expect(inputProblemError({ kind: 'too-deep', field: 'body' }).status).toBe(400)
    expect(inputProblemError({ kind: 'unsafe-text', field: 'search' }).errors).toEqual([
      { field: 'search', message: expect.any(String) },
    ])
  })
})
