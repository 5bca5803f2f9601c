import type { EventEnvelope } from '../envelope.js'

/** A delivered event for unit tests of pure mappings (pushes, folds): fixed ids, time and position. */
export const testEnvelope = (type: string, payload: Record<string, unknown>): EventEnvelope => ({
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
