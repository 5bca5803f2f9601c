import { describe, expect, it } from 'vitest'
import { vitalSignsRequestSchema } from '@modules/records/contracts/vital-signs-request'
import { formatVital, hasAnyVital, parseDecimal, toVitalForm, type VitalForm } from './vital-signs'

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

  const issues = (form: VitalForm) =>
    Object.fromEntries((vitalSignsRequestSchema.safeParse(form).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

  it('checks the form with the shared schema: format and plausible ranges; empty fields are fine', () => {
    expect(issues(empty)).toEqual({})
    expect(issues({ ...empty, bloodPressure: '120/80', pulse: '80', temperature: '36,7' })).toEqual({})
    expect(issues({ ...empty, bloodPressure: '120-80' })).toEqual({ bloodPressure: 'validation.vitals.bloodPressure.format' })
    expect(issues({ ...empty, bloodPressure: '80/120' })).toEqual({ bloodPressure: 'validation.vitals.bloodPressure.order' })
    expect(issues({ ...empty, pulse: 'cepat' })).toEqual({ pulse: 'validation.vitals.number' })
    expect(issues({ ...empty, temperature: '368' })).toEqual({ temperature: 'validation.vitals.temperature.range' })
    expect(issues({ ...empty, pulse: '80,5', weight: '0' })).toEqual({
      pulse: 'validation.vitals.integer',
      weight: 'validation.vitals.weight.range',
    })
  })

  it('sends blood pressure as text and the rest as numbers, unmeasured as null', () => {
    const form = { ...empty, bloodPressure: '120 / 80', pulse: '80', temperature: '36,8', weight: '' }
    expect(vitalSignsRequestSchema.parse(form)).toEqual({
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
