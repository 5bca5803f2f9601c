import { describe, expect, it } from 'vitest'
import { MEDICATION_LINE_PREFIX, prefillHistory, withMedications } from './record-history'

const intake = { allergies: 'Penisilin', medications: 'Metformin 500 mg' }

describe('the intake into the visit record', () => {
  it('prefills from the intake while the record holds nothing', () => {
    expect(prefillHistory(intake, null)).toEqual({ allergyHistory: 'Penisilin', medications: 'Metformin 500 mg' })
    expect(prefillHistory(intake, { allergyHistory: null, pastMedicalHistory: 'Asma sejak kecil' })).toEqual({
      allergyHistory: 'Penisilin',
      medications: 'Metformin 500 mg',
    })
    expect(prefillHistory(null, null)).toEqual({ allergyHistory: '', medications: '' })
  })

  it('keeps what the provider already confirmed in the record', () => {
    const visit = { allergyHistory: 'Penisilin, udang', pastMedicalHistory: `Asma\n${MEDICATION_LINE_PREFIX}Metformin 850 mg` }
    expect(prefillHistory(intake, visit)).toEqual({ allergyHistory: 'Penisilin, udang', medications: 'Metformin 850 mg' })
  })

  it('writes the medicines as one line of the past medical history, replacing the earlier line', () => {
    expect(withMedications(null, 'Metformin 500 mg')).toBe(`${MEDICATION_LINE_PREFIX}Metformin 500 mg`)
    expect(withMedications(`Asma\n${MEDICATION_LINE_PREFIX}lama`, 'Metformin\nAmlodipin 5 mg')).toBe(
      `Asma\n${MEDICATION_LINE_PREFIX}Metformin; Amlodipin 5 mg`
    )
    expect(withMedications(`Asma\n${MEDICATION_LINE_PREFIX}lama`, '  ')).toBe('Asma')
  })
})
