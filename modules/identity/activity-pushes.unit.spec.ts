import { describe, expect, it } from 'vitest'
import { activityPushesFor } from './pushes.js'

const envelope = (type: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  version: 1,
  aggregateType: 'x',
  aggregateId: 'x1',
  payload: {},
  actorId: null,
  correlationId: null,
  causationId: null,
  occurredAt: '2026-11-22T00:00:00.000Z',
  position: '9',
})
const feed = new Set(['UserRegistered', 'AppointmentRescheduled', 'ClinicSettingsUpdated', 'AdminUsersExported'])

describe('activityPushesFor', () => {
  it("announces a feed entry to every admin's screen", () => {
    for (const type of feed) {
      expect(activityPushesFor(envelope(type), feed)).toEqual([
        { rooms: ['admins'], event: 'activity.added', data: { type, position: '9', at: '2026-11-22T00:00:00.000Z' } },
      ])
    }
  })

  it('says nothing of events the feed does not show', () => {
    expect(activityPushesFor(envelope('MedicalRecordUpdated'), feed)).toEqual([])
  })
})
