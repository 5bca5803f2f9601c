import { describe, expect, it } from 'vitest'
import { normaliseVitalSigns, vitalSignsSchema } from './vital-signs.js'

const parse = (v: unknown) => vitalSignsSchema.safeParse(v)
const messages = (v: unknown) => {
  const r = parse(v)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('vital signs', () => {
  it('accepts a full set of plausible values, numbers as strings included', () => {
    const r = parse({ bloodPressure: '120/80', pulse: '72', temperature: '36,8', respiration: 18, weight: 60.5, height: 165 })
    expect(r.success).toBe(true)
    expect(r.data).toEqual({ bloodPressure: '120/80', pulse: 72, temperature: 36.8, respiration: 18, weight: 60.5, height: 165 })
  })

  it('treats blank and null as not measured', () => {
    expect(parse({ bloodPressure: ' ', pulse: '', temperature: null }).data).toEqual({
      bloodPressure: null,
      pulse: null,
      temperature: null,
    })
    expect(normaliseVitalSigns({ pulse: null })).toBeNull()
    expect(normaliseVitalSigns({ pulse: 80 })).toEqual({
      bloodPressure: null,
      pulse: 80,
      temperature: null,
      respiration: null,
      weight: null,
      height: null,
    })
  })

  it.each([
    [{ bloodPressure: '120-80' }, 'bloodPressure'],
    [{ bloodPressure: '80/120' }, 'bloodPressure'],
    [{ bloodPressure: '400/80' }, 'bloodPressure'],
    [{ pulse: 19 }, 'pulse'],
    [{ pulse: 251 }, 'pulse'],
    [{ pulse: 72.5 }, 'pulse'],
    [{ pulse: 'cepat' }, 'pulse'],
    [{ temperature: 29.9 }, 'temperature'],
    [{ temperature: 45.1 }, 'temperature'],
    [{ respiration: 4 }, 'respiration'],
    [{ respiration: 81 }, 'respiration'],
    [{ weight: 0 }, 'weight'],
    [{ weight: -3 }, 'weight'],
    [{ height: 0 }, 'height'],
    [{ spo2: 98 }, ''],
  ])('refuses %j', (value, field) => {
    const found = messages(value)
    expect(found.length).toBeGreaterThan(0)
    expect(found[0].startsWith(`${field}:`)).toBe(true)
  })

  it('keeps the boundaries inclusive', () => {
    expect(parse({ pulse: 20, temperature: 30, respiration: 5 }).success).toBe(true)
    expect(parse({ pulse: 250, temperature: 45, respiration: 80 }).success).toBe(true)
  })
})
