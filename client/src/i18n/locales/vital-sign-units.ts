/** Vital-sign units, one table for every screen that shows them (the consultation form, record details). */
export const vitalSignUnits = {
  id: {
    bloodPressure: 'mmHg',
    pulse: 'bpm',
    temperature: '°C',
    respiration: 'x/menit',
    weight: 'kg',
    height: 'cm',
  },
  en: {
    bloodPressure: 'mmHg',
    pulse: 'bpm',
    temperature: '°C',
    respiration: 'breaths/min',
    weight: 'kg',
    height: 'cm',
  },
} as const
