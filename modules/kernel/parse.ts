import type { z } from 'zod'
import { DomainError } from './errors.js'

/** Parses a request body with a zod schema; a ZodError becomes a 422 in the exception handler. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return schema.parse(body ?? {})
}

/** Deeper request bodies are refused: no form of this API nests more than a few levels. */
export const MAX_INPUT_DEPTH = 32

/** A NUL (PostgreSQL text and jsonb refuse it) or a UTF-16 surrogate without its pair. */
const isUnsafeText = (text: string) => text.includes('\u0000') || !(text as string & { isWellFormed(): boolean }).isWellFormed()

export type InputProblem = { kind: 'too-deep' | 'unsafe-text' | 'prototype-key'; field: string }

/**
 * Walks a parsed body or query string without recursion (a hostile body may be deeper than the
 * call stack) and returns the first problem: nesting past `maxDepth`, a NUL or lone surrogate in a
 * string or a key, or a `__proto__` key. `field` is the dotted path, e.g. `fullName` or `answers.3`.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  // the dotted path is built only for the entry at fault: most bodies have none
  type Entry = { value: unknown; key: string; depth: number; parent: Entry | null }
  const pathOf = (entry: Entry | null, last?: string): string => {
    const keys = last === undefined ? [] : [last]
    for (let e = entry; e && e.parent; e = e.parent) keys.unshift(e.key)
    return keys.join('.') || 'body'
  }
  const stack: Entry[] = [{ value, key: '', depth: 0, parent: null }]
  while (stack.length > 0) {
    const entry = stack.pop()!
    const current = entry.value
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { kind: 'unsafe-text', field: pathOf(entry) }
      continue
    }
    if (current === null || typeof current !== 'object') continue
    if (entry.depth >= maxDepth) return { kind: 'too-deep', field: pathOf(entry) }
    for (const key of Object.keys(current)) {
      if (key === '__proto__') return { kind: 'prototype-key', field: pathOf(entry, key) }
      if (isUnsafeText(key)) return { kind: 'unsafe-text', field: pathOf(entry) }
      stack.push({ value: (current as Record<string, unknown>)[key], key, depth: entry.depth + 1, parent: entry })
    }
  }
  return null
}

/** The problem as the client sees it: 400 for a body too deep, 422 naming the field otherwise. */
export function inputProblemError(problem: InputProblem): DomainError {
  const { field } = problem
  switch (problem.kind) {
    case 'too-deep':
      return new DomainError(400, 'kernel.input_too_deep', [{ field, message: 'kernel.input_too_deep_field' }], {
        max: MAX_INPUT_DEPTH,
      })
    case 'unsafe-text':
      return new DomainError(422, 'kernel.unsafe_text', [{ field, message: 'kernel.unsafe_text_field' }], { field })
    case 'prototype-key':
      return new DomainError(422, 'kernel.prototype_key', [{ field, message: 'kernel.prototype_key_field' }], { field })
    default: {
      const never: never = problem.kind
      throw new Error(`unknown input problem ${never}`)
    }
  }
}
