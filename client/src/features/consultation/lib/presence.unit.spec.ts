import { describe, expect, it } from 'vitest'
import type { PresencePush } from '@modules/scheduling/contracts/presence'
import { applyPresence, counterpartPresence, counterpartRole, presenceFromSnapshot } from './presence'

const A = 'appt-1'
let clock = 0
const push = (
  userId: string,
  role: PresencePush['role'],
  state: PresencePush['state'],
  appointmentId = A,
  at = ++clock
): PresencePush => ({
  appointmentId,
  userId,
  role,
  state,
  at,
})

describe('consultation presence', () => {
  it('the other side is waiting until someone of that role shows up', () => {
    const map = presenceFromSnapshot(A, [push('me', 'PROVIDER', 'joined')])
    expect(counterpartPresence(map, 'me', 'PATIENT')).toBe('waiting')
  })

  it('follows joined -> reconnecting -> joined -> left from pushes', () => {
    let map = presenceFromSnapshot(A, [push('me', 'PATIENT', 'joined')])
    const states: string[] = []
    for (const state of ['joined', 'reconnecting', 'joined', 'left'] as const) {
      map = applyPresence(map, A, push('doc', 'PROVIDER', state))
      states.push(counterpartPresence(map, 'me', 'PROVIDER'))
    }
    expect(states).toEqual(['joined', 'reconnecting', 'joined', 'left'])
  })

  it('ignores pushes of other consultations and the own user', () => {
    let map = presenceFromSnapshot(A, [])
    map = applyPresence(map, A, push('doc', 'PROVIDER', 'joined', 'appt-2'))
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('waiting')
    map = applyPresence(map, A, push('me', 'PROVIDER', 'joined'))
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('waiting')
  })

  it('a snapshot replaces what was known (after a reconnect) and keeps only this consultation', () => {
    const before = applyPresence({}, A, push('doc', 'PROVIDER', 'left'))
    const after = presenceFromSnapshot(A, [push('doc', 'PROVIDER', 'joined'), push('x', 'PATIENT', 'joined', 'other')])
    expect(counterpartPresence(before, 'me', 'PROVIDER')).toBe('left')
    expect(Object.keys(after)).toEqual(['doc'])
    expect(counterpartPresence(after, 'me', 'PROVIDER')).toBe('joined')
  })

  it("a snapshot keeps a push newer than itself that arrived before the join answer (the answer does not undo a later 'joined')", () => {
    const snapshotAt = ++clock // the provider was briefly out of the room (leave + re-join) when the snapshot was taken
    let map = applyPresence({}, A, push('doc', 'PROVIDER', 'joined')) // the re-join's push, newer than the snapshot
    map = presenceFromSnapshot(A, [push('me', 'PATIENT', 'joined', A, snapshotAt)], map, snapshotAt)
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('joined')
    // the older 'left' of the same dance arrives last and is ignored
    map = applyPresence(map, A, push('doc', 'PROVIDER', 'left', A, snapshotAt - 0.5))
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('joined')
  })

  it('a snapshot drops what it does not confirm when nothing newer is known (a reconnect)', () => {
    let map = applyPresence({}, A, push('doc', 'PROVIDER', 'joined'))
    const snapshotAt = ++clock
    map = presenceFromSnapshot(A, [], map, snapshotAt)
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('waiting')
  })

  it('present wins over reconnecting when the other side has two tabs', () => {
    let map = applyPresence({}, A, push('doc', 'PROVIDER', 'reconnecting'))
    map = applyPresence(map, A, push('doc2', 'PROVIDER', 'joined'))
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('joined')
  })

  it('an unchanged push keeps the same map (no re-render)', () => {
    const map = applyPresence({}, A, push('doc', 'PROVIDER', 'joined'))
    expect(applyPresence(map, A, push('doc', 'PROVIDER', 'joined'))).toBe(map)
  })

  it('counterpartRole', () => {
    expect(counterpartRole('PATIENT')).toBe('PROVIDER')
    expect(counterpartRole('PROVIDER')).toBe('PATIENT')
  })

  it("ignores a push older than the state it knows (an old tab's 'left' after the new tab joined)", () => {
    let map = applyPresence({}, A, push('doc', 'PROVIDER', 'joined', A, 200))
    map = applyPresence(map, A, push('doc', 'PROVIDER', 'left', A, 150))
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('joined')
    map = applyPresence(map, A, push('doc', 'PROVIDER', 'left', A, 250))
    expect(counterpartPresence(map, 'me', 'PROVIDER')).toBe('left')
  })
})
