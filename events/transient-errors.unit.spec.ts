import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, isTransientDatabaseError } from './transient-errors.js'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isTransientDatabaseError', () => {
  it('recognises an unreachable or restarting PostgreSQL', () => {
    expect(isTransientDatabaseError(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true)
    expect(isTransientDatabaseError(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isTransientDatabaseError(withCode('57P03', 'the database system is starting up'))).toBe(true)
    expect(isTransientDatabaseError(withCode('08006'))).toBe(true)
    expect(isTransientDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isTransientDatabaseError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true)
    expect(isTransientDatabaseError(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true)
  })

  it('looks inside AggregateError and cause chains', () => {
    expect(isTransientDatabaseError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''))).toBe(true)
    expect(isTransientDatabaseError(new Error('query failed', { cause: withCode('ECONNRESET') }))).toBe(true)
  })

  it('counts lock cycles and serialization failures as worth retrying, but not as an outage', () => {
    expect(isTransientDatabaseError(withCode('40P01'))).toBe(true)
    expect(isTransientDatabaseError(withCode('40001'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('40P01'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true)
  })

  it('leaves real faults alone: constraint violations, bad SQL, handler bugs', () => {
    expect(isTransientDatabaseError(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isTransientDatabaseError(withCode('42P01', 'relation "nope" does not exist'))).toBe(false)
    expect(isTransientDatabaseError(withCode('08P01', 'bind message has 70000 parameter formats but 0 parameters'))).toBe(false)
    expect(isTransientDatabaseError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isTransientDatabaseError(undefined)).toBe(false)
    expect(isTransientDatabaseError('ECONNREFUSED')).toBe(false)
  })
})
