import { describe, expect, it } from 'vitest'
import { endsSession, isLive } from './session'

describe('session end', () => {
  it('SessionEnded or a final status of this appointment ends the screen', () => {
    expect(endsSession({ type: 'SessionEnded', appointmentId: 'a', status: 'COMPLETED' }, 'a')).toBe(true)
    expect(endsSession({ type: 'AppointmentCancelled', appointmentId: 'a', status: 'CANCELLED' }, 'a')).toBe(true)
    expect(endsSession({ type: 'AppointmentBooked', appointmentId: 'a', status: 'SCHEDULED' }, 'a')).toBe(false)
    expect(endsSession({ type: 'SessionEnded', appointmentId: 'b', status: 'COMPLETED' }, 'a')).toBe(false)
  })

  it('only SCHEDULED is live', () => {
    expect(isLive('SCHEDULED')).toBe(true)
    expect(isLive('COMPLETED')).toBe(false)
    expect(isLive(undefined)).toBe(false)
  })
})
