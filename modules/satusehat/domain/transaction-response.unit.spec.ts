import { describe, expect, it } from 'vitest'
import { failureReason, parseLocation, serverIds } from './transaction-response.js'

describe('transaction-response', () => {
  it('reads the server ids from each entry location, relative or absolute', () => {
    const ids = serverIds({
      resourceType: 'Bundle',
      type: 'transaction-response',
      entry: [
        { response: { status: '201 Created', location: 'Patient/12/_history/1' } },
        { response: { status: '200 OK', location: 'http://127.0.0.1:8090/fhir/Encounter/abc-1/_history/3' } },
        { response: { status: '201' }, resource: { resourceType: 'Condition', id: '9' } },
      ],
    })
    expect(ids).toEqual([
      { resourceType: 'Patient', id: '12' },
      { resourceType: 'Encounter', id: 'abc-1' },
      { resourceType: 'Condition', id: '9' },
    ])
  })

  it('refuses anything but a successful transaction-response', () => {
    expect(() => serverIds({ resourceType: 'OperationOutcome' })).toThrow(/transaction-response/)
    expect(() =>
      serverIds({ resourceType: 'Bundle', type: 'transaction-response', entry: [{ response: { status: '400' } }] })
    ).toThrow(/entry 0/)
    expect(parseLocation(undefined)).toBeNull()
    expect(parseLocation('not a location')).toBeNull()
  })

  it('failure reasons are one short line from an OperationOutcome', () => {
    const reason = failureReason(422, {
      resourceType: 'OperationOutcome',
      issue: [{ diagnostics: 'Condition.subject:\n required' }, { details: { text: 'kode tidak dikenal' } }],
    })
    expect(reason).toBe('HTTP 422: Condition.subject: required; kode tidak dikenal')
    expect(failureReason(503, '')).toBe('HTTP 503')
  })
})
