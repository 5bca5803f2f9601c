import { describe, expect, it } from 'vitest'
import { formatVital, hasAnyVital, parseDecimal, toVitalForm, toVitalPayload, validateVitals, type VitalForm } from './vital-signs'

const empty: VitalForm = { bloodPressure: '', pulse: '', temperature: '', respiration: '', weight: '', height: '' }

describe('vital signs', () => {
  it('shows the spec placeholders when nothing was measured', () => {
    expect(formatVital('bloodPressure', null)).toBe('--/--')
    expect(formatVital('pulse', undefined)).toBe('--')
    expect(formatVital('temperature', '')).toBe('--')
  })

  it('formats saved values with the Indonesian decimal comma', () => {
    expect(formatVital('bloodPressure', '120/80')).toBe('120/80')
    expect(formatVital('temperature', 36.8)).toBe('36,8')
    expect(formatVital('temperature', 36.8, 'en')).toBe('36.8')
    expect(formatVital('pulse', '88')).toBe('88')
  })

  it('accepts decimal comma and point', () => {
    expect(parseDecimal('36,5')).toBe(36.5)
    expect(parseDecimal(' 36.5 ')).toBe(36.5)
    expect(parseDecimal('abc')).toBeNull()
    expect(parseDecimal('')).toBeNull()
  })

  it('validates blood pressure format and plausible ranges; empty fields are fine', () => {
    expect(validateVitals(empty)).toEqual({})
    expect(validateVitals({ ...empty, bloodPressure: '120/80', pulse: '80', temperature: '36,7' })).toEqual({})
    expect(validateVitals({ ...empty, bloodPressure: '120-80' })).toEqual({ bloodPressure: 'bloodPressure' })
    expect(validateVitals({ ...empty, bloodPressure: '80/120' })).toEqual({ bloodPressure: 'bloodPressure' })
    expect(validateVitals({ ...empty, pulse: 'cepat' })).toEqual({ pulse: 'number' })
    expect(validateVitals({ ...empty, temperature: '368' })).toEqual({ temperature: 'range' })
    expect(validateVitals({ ...empty, pulse: '80,5', weight: '0' })).toEqual({ pulse: 'integer', weight: 'range' })
  })

  it('sends blood pressure as text and the rest as numbers, unmeasured as null', () => {
    const form = { ...empty, bloodPressure: '120 / 80', pulse: '80', temperature: '36,8', weight: '' }
    expect(toVitalPayload(form)).toEqual({
      bloodPressure: '120/80',
      pulse: 80,
      temperature: 36.8,
      respiration: null,
      weight: null,
      height: null,
    })
    expect(hasAnyVital(empty)).toBe(false)
    expect(hasAnyVital(form)).toBe(true)
  })

  it('edits start from what was saved (cancel resets to it)', () => {
    expect(toVitalForm({ bloodPressure: '110/70', pulse: 72 })).toEqual({ ...empty, bloodPressure: '110/70', pulse: '72' })
    expect(toVitalForm(null)).toEqual(empty)
  })
})
