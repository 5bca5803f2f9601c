import { describe, expect, it } from 'vitest'
import { countDeltas } from './appointment-counts.js'

const patient = '00000000-0000-4000-8000-00000000000a'
const provider = '00000000-0000-4000-8000-00000000000b'
const other = '00000000-0000-4000-8000-00000000000c'

describe('countDeltas', () => {
  it('a new booking adds one SCHEDULED on both sides', () => {
    expect(countDeltas([{ patient_user_id: patient, provider_user_id: provider, old_status: null, new_status: 'SCHEDULED' }])).toEqual(
      [
        { user_id: patient, role: 'PATIENT', scheduled: 1, completed: 0, cancelled: 0 },
        { user_id: provider, role: 'PROVIDER', scheduled: 1, completed: 0, cancelled: 0 },
      ]
    )
  })

  it('a status change moves one count; changes of a batch add up per viewer', () => {
    const deltas = countDeltas([
      { patient_user_id: patient, provider_user_id: provider, old_status: 'SCHEDULED', new_status: 'COMPLETED' },
      { patient_user_id: other, provider_user_id: provider, old_status: 'SCHEDULED', new_status: 'CANCELLED' },
      { patient_user_id: other, provider_user_id: provider, old_status: null, new_status: 'SCHEDULED' },
    ])
    expect(deltas).toContainEqual({ user_id: provider, role: 'PROVIDER', scheduled: -1, completed: 1, cancelled: 1 })
    expect(deltas).toContainEqual({ user_id: patient, role: 'PATIENT', scheduled: -1, completed: 1, cancelled: 0 })
    // booked and cancelled: no net SCHEDULED, one CANCELLED
    expect(deltas).toContainEqual({ user_id: other, role: 'PATIENT', scheduled: 0, completed: 0, cancelled: 1 })
    expect(deltas).toHaveLength(3)
  })

  it('an update that leaves the status as it was changes nothing', () => {
    expect(
      countDeltas([{ patient_user_id: patient, provider_user_id: provider, old_status: 'CANCELLED', new_status: 'CANCELLED' }])
    ).toEqual([])
  })
})
