import { describe, expect, it } from 'vitest'
import { decideCancellation, decideMove, type AppointmentState } from './appointment-change-events.js'

const state: AppointmentState = {
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'SCHEDULED',
  scheduledAt: new Date('2030-03-04T03:30:00.000Z'),
  sequence: 2,
  patientId: '00000000-0000-4000-8000-0000000000b1',
  patientUserId: '00000000-0000-4000-8000-0000000000b2',
  providerId: '00000000-0000-4000-8000-0000000000c1',
  providerUserId: '00000000-0000-4000-8000-0000000000c2',
}
const patient = { role: 'PATIENT' as const, userId: state.patientUserId }
const provider = { role: 'PROVIDER' as const, userId: state.providerUserId }
const hoursBefore = (h: number) => new Date(state.scheduledAt.getTime() - h * 3_600_000)

describe('decideCancellation', () => {
  it('answers the next sequence and the AppointmentCancelled payload when the rule allows it', () => {
    expect(decideCancellation(state, provider, 'Sakit', { now: hoursBefore(1), cutoffHours: 2, requireProviderReason: true })).toEqual(
      {
        ok: true,
        sequence: 3,
        event: {
          appointmentId: state.id,
          status: 'CANCELLED',
          previousStatus: 'SCHEDULED',
          cancelledBy: 'PROVIDER',
          cancelledByUserId: state.providerUserId,
          reason: 'Sakit',
          scheduledAt: '2030-03-04T03:30:00.000Z',
          patientId: state.patientId,
          patientUserId: state.patientUserId,
          providerId: state.providerId,
          providerUserId: state.providerUserId,
        },
      }
    )
  })

  it('refuses a patient past the cut-off and a cancelled appointment, with nothing to write', () => {
    const late = decideCancellation(state, patient, null, { now: hoursBefore(1), cutoffHours: 2, requireProviderReason: true })
    expect(late).toMatchObject({ ok: false, status: 422, message: 'scheduling.cancel_cutoff_passed' })
    expect(late).not.toHaveProperty('event')
    const again = decideCancellation({ ...state, status: 'CANCELLED' }, provider, 'x', {
      now: hoursBefore(5),
      cutoffHours: 2,
      requireProviderReason: true,
    })
    expect(again).toMatchObject({ ok: false, status: 409, message: 'scheduling.already_cancelled' })
  })
})

describe('decideMove', () => {
  const rules = { now: hoursBefore(5), cutoffHours: 2, durationMinutes: 30, zone: 'Asia/Jakarta' }
  const target = new Date('2030-03-05T07:00:00.000Z')

  it('answers the next sequence and the AppointmentRescheduled payload for the patient before the cut-off', () => {
    expect(decideMove(state, patient, target, rules)).toEqual({
      ok: true,
      sequence: 3,
      event: {
        appointmentId: state.id,
        fromScheduledAt: '2030-03-04T03:30:00.000Z',
        scheduledAt: '2030-03-05T07:00:00.000Z',
        durationMinutes: 30,
        timezone: 'Asia/Jakarta',
        rescheduledBy: 'PATIENT',
        rescheduledByUserId: state.patientUserId,
        sequence: 3,
        patientId: state.patientId,
        patientUserId: state.patientUserId,
        providerId: state.providerId,
        providerUserId: state.providerUserId,
      },
    })
  })

  it('refuses the provider (403) and a patient past the cut-off (422)', () => {
    expect(decideMove(state, provider, target, rules)).toMatchObject({ ok: false, status: 403 })
    expect(decideMove(state, patient, target, { ...rules, now: hoursBefore(1) })).toMatchObject({ ok: false, status: 422 })
  })
})
