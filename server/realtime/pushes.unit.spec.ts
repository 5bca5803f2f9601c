import { describe, expect, it } from 'vitest'
import { pushesFor } from './pushes.js'

const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  version: 1,
  aggregateType: 'user',
  aggregateId: 'u1',
  payload,
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: '2026-11-22T00:00:00.000Z',
  position: '7',
})

describe('pushesFor', () => {
  it('tells admins about account changes', () => {
    const [push] = pushesFor(envelope('UserRegistered', { userId: 'u1', email: 'a@b.id', role: 'PATIENT', name: 'A' }))
    expect(push).toMatchObject({ rooms: ['admins'], event: 'user.changed', data: { type: 'UserRegistered', userId: 'u1', position: '7' } })
  })

  it('revokes the suspended user and disconnects their sockets', () => {
    const pushes = pushesFor(envelope('UserSuspended', { userId: 'u1', email: 'a@b.id', role: 'PATIENT' }))
    expect(pushes[0]).toMatchObject({ rooms: ['user:u1'], event: 'session.revoked' })
    expect(pushes[1]).toMatchObject({ rooms: ['admins'], disconnectRoom: 'user:u1' })
  })

  it('ignores events no screen shows', () => {
    expect(pushesFor(envelope('SomethingElse', {}))).toEqual([])
  })
})
