import { describe, expect, it } from 'vitest'
import { testEnvelope } from '#events/testing/envelope'
import { intakePushes, intakePushesFor } from './pushes.js'

describe('pushesFor (intake)', () => {
  it('tells the provider, and only them, that a new version was submitted: ids, never the answers', () => {
    const payload = {
      appointmentId: 'a1',
      patientUserId: 'pu1',
      providerUserId: 'vu1',
      version: 2,
      answers: { mainComplaint: 'Luka merah' },
    }
    expect(intakePushesFor(testEnvelope('IntakeSubmitted', payload))).toEqual([
      { rooms: ['user:vu1'], event: 'intake.submitted', data: { appointmentId: 'a1', version: 2, position: '7' } },
    ])
    expect(intakePushes.types).toEqual(['IntakeSubmitted'])
  })

  it('ignores other events', () => {
    expect(intakePushesFor(testEnvelope('MessageSent', { providerUserId: 'vu1' }))).toEqual([])
  })
})
