import { describe, expect, it } from 'vitest'
import { EMPTY_CODING, type RecordCoding } from '../contracts/record-coding.js'
import { decideConsultationSave, type ConsultationSave, type ConsultationSaveState } from './consultation-record.js'

const provider = { userId: '00000000-0000-4000-8000-0000000000c2', role: 'PROVIDER' as const, name: 'Ns. Rina' }
const appointment = {
  status: 'SCHEDULED',
  providerUserId: provider.userId,
  patientId: '00000000-0000-4000-8000-0000000000b1',
  patientUserId: '00000000-0000-4000-8000-0000000000b2',
  patientName: 'Siti Rahma',
  scheduledAt: new Date('2030-03-04T02:00:00.000Z'),
  complaint: 'Demam tiga hari',
}
const save = (input: ConsultationSave['input'], actor: ConsultationSave['actor'] = provider): ConsultationSave => ({
  appointmentId: '00000000-0000-4000-8000-0000000000a1',
  input,
  actor,
})
const state = (over: Partial<ConsultationSaveState> = {}): ConsultationSaveState => ({
  appointment,
  relation: { isSelf: false, treats: true },
  catalogue: {},
  sessionClosed: false,
  existing: null,
  ...over,
})
const draft = { id: '00000000-0000-4000-8000-0000000000f1', content: { notes: 'Pasien tampak lemas', serviceType: 'Telekonsultasi' } }
const coded: RecordCoding = { ...EMPTY_CODING, primaryDiagnosis: { system: 'icd10', code: 'R50.9', display: 'dari klien' } }

describe('decideConsultationSave refuses', () => {
  it.each([
    ['an empty save', save({}), state(), 422, 'records.empty_record'],
    [
      'someone else’s appointment',
      save({ notes: 'x' }),
      state({ appointment: { ...appointment, providerUserId: 'other' } }),
      404,
      'records.appointment_not_found',
    ],
    [
      'an appointment the actor takes no part in',
      save({ notes: 'x' }),
      state({ appointment: null }),
      404,
      'records.appointment_not_found',
    ],
    [
      'an appointment no longer scheduled',
      save({ notes: 'x' }),
      state({ appointment: { ...appointment, status: 'COMPLETED' } }),
      409,
      'records.session_over',
    ],
    [
      'a provider outside the access window',
      save({ notes: 'x' }),
      state({ relation: { isSelf: false, treats: false } }),
      403,
      'records.not_your_patient',
    ],
    ['a code the catalogue does not know', save({ coding: coded }), state(), 422, 'records.coding_invalid'],
    ['a session already closed', save({ notes: 'x' }), state({ sessionClosed: true }), 409, 'records.session_over'],
    ['a first save of nothing clinical', save({ coding: null }), state(), 422, 'records.empty_record'],
  ])('%s', (_what, command, st, status, message) => {
    expect(decideConsultationSave(command, st)).toMatchObject({ ok: false, status, message })
  })

  it('an empty save names the body', () => {
    expect(decideConsultationSave(save({}), state())).toEqual({
      ok: false,
      status: 422,
      message: 'records.empty_record',
      fields: [{ field: 'body', message: 'records.empty_record' }],
    })
  })
})

describe('decideConsultationSave writes', () => {
  it('the first save as a draft of the visit, the session defaults filled in, naming only the fields given', () => {
    expect(decideConsultationSave(save({ notes: 'Pasien tampak lemas' }), state())).toEqual({
      ok: true,
      action: 'create',
      patient: { id: appointment.patientId, userId: appointment.patientUserId, fullName: 'Siti Rahma' },
      visitDate: appointment.scheduledAt,
      content: {
        notes: 'Pasien tampak lemas',
        serviceType: 'Telekonsultasi',
        handlingProvider: 'Ns. Rina',
        chiefComplaint: 'Demam tiga hari',
      },
      fields: ['notes'],
    })
  })

  it('the catalogue’s names for the codes given', () => {
    const catalogue = { icd10: new Map([['R50.9', { display: 'Demam, tidak spesifik', active: true }]]) }
    const decision = decideConsultationSave(save({ coding: coded }), state({ catalogue }))
    expect(decision).toMatchObject({
      ok: true,
      action: 'create',
      content: { coding: { primaryDiagnosis: { display: 'Demam, tidak spesifik' } } },
    })
  })

  it('a later save: only the fields that change, as DRAFT_SAVED by the provider', () => {
    const decision = decideConsultationSave(save({ notes: 'Membaik', serviceType: 'Telekonsultasi' }), state({ existing: draft }))
    expect(decision).toEqual({
      ok: true,
      action: 'update',
      recordId: draft.id,
      changes: { notes: 'Membaik' },
      change: { change: 'DRAFT_SAVED', changedFields: ['notes'], revision: null, updatedBy: provider.userId },
    })
  })

  it('a save that changes nothing: no write, only the read', () => {
    expect(decideConsultationSave(save({ notes: 'Pasien tampak lemas' }), state({ existing: draft }))).toEqual({
      ok: true,
      action: 'unchanged',
      recordId: draft.id,
    })
  })
})
