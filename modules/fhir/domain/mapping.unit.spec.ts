import { describe, expect, it } from 'vitest'
import { encounterTimes } from './encounter-times.js'
import { nameUuid } from './ids.js'
import { fhirGender } from './participants.js'
import { parseBloodPressure, vitalSignObservations } from './vital-signs.js'
import { NO_VITALS } from './visit-fixtures.js'

const CTX = { subject: 'urn:uuid:p', encounter: 'urn:uuid:e', performer: 'urn:uuid:pr', effective: '2026-03-02T02:30:00.000Z' }

describe('mapping functions', () => {
  it('encounter times: UTC, finish at the session end, never before the start; a record without appointment is a moment', () => {
    expect(
      encounterTimes({ scheduledAt: '2026-03-02T09:00:00+07:00', endsAt: '2026-03-02T09:30:00+07:00', completedAt: null }, 'x')
    ).toEqual({
      arrived: '2026-03-02T02:00:00.000Z',
      started: '2026-03-02T02:00:00.000Z',
      finished: '2026-03-02T02:30:00.000Z',
    })
    // ended by the provider before the booked start
    expect(
      encounterTimes({ scheduledAt: '2026-03-02T02:00:00Z', endsAt: '2026-03-02T02:30:00Z', completedAt: '2026-03-02T01:55:00Z' }, 'x')
        .finished
    ).toBe('2026-03-02T02:00:00.000Z')
    expect(encounterTimes(null, '2026-03-02T10:15:00+07:00')).toEqual({
      arrived: '2026-03-02T03:15:00.000Z',
      started: '2026-03-02T03:15:00.000Z',
      finished: '2026-03-02T03:15:00.000Z',
    })
  })

  it('gender: Laki-laki -> male, Perempuan -> female, else unknown', () => {
    expect([fhirGender('Laki-laki'), fhirGender('Perempuan'), fhirGender(null), fhirGender('x')]).toEqual([
      'male',
      'female',
      'unknown',
      'unknown',
    ])
  })

  it('blood pressure: systolic/diastolic, or nothing when unreadable', () => {
    expect(parseBloodPressure('120/80')).toEqual({ systolic: 120, diastolic: 80 })
    expect(parseBloodPressure(' 135 / 85 ')).toEqual({ systolic: 135, diastolic: 85 })
    expect(parseBloodPressure('tinggi')).toBeNull()
    expect(vitalSignObservations({ ...NO_VITALS, bloodPressure: 'tinggi' }, CTX)).toEqual([])
  })

  it('one Observation per sign measured, none for an empty one', () => {
    expect(vitalSignObservations(null, CTX)).toEqual([])
    expect(vitalSignObservations({ ...NO_VITALS, temperature: 36.6 }, CTX).map(([k]) => k)).toEqual(['temperature'])
  })

  it('name-based UUIDs are v5 and stable', () => {
    const id = nameUuid('record/1/encounter')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(nameUuid('record/1/encounter')).toBe(id)
    expect(nameUuid('record/2/encounter')).not.toBe(id)
  })
})
