/**
 * SEED_LOAD_SIZE=small: the bench smoke's set (`npm test -- bench-smoke`), built in seconds: the same
 * accounts and rules (verified providers, patients who may book), fewer of them and two months of
 * history. Patients must stay ≥ 25 × providers (see appointments.ts) and ≥ 310 (the bench signs in
 * pasien0…pasien309).
 */
export const SIZE = process.env.SEED_LOAD_SIZE === 'small' ? 'small' : 'clinic'
const small = SIZE === 'small'

/** The clinic-scale data set: sizes, accounts and the clock every step shares. */
export const PLAN = {
  providers: small ? 20 : 200,
  patients: small ? 500 : 5_000,
  busyAppointments: small ? 800 : 10_000,
  /** Share of the other providers' clinic slots that hold an appointment. */
  otherFill: 0.46,
  completedShare: 0.85,
  /** Clinic days before today and after it (today itself is left free). */
  pastDays: small ? 60 : 691,
  futureDays: small ? 10 : 40,
  /** SEED_LOAD_EVENTS makes a smaller log (the people and appointments stay; only the quiz filler shrinks). */
  totalEvents: Number(process.env.SEED_LOAD_EVENTS ?? (small ? 12_000 : 1_000_000)),
  timezone: process.env.APP_TIMEZONE ?? 'Asia/Jakarta',
  slots: ['09:00', '10:30', '14:00', '15:30', '16:00'],
  /** "external meeting link" mode when set; else the built-in call's consultation page (as booking does) */
  meetBaseUrl: (process.env.MEET_BASE_URL ?? '').replace(/\/+$/, ''),
  appOrigin: (process.env.APP_URL || `http://localhost:${process.env.PORT ?? 3333}`).replace(/\/+$/, ''),
}

export const DOMAIN = 'beban.telerawat.id'
export const PASSWORD = process.env.SEED_LOAD_PASSWORD ?? 'BebanUji#2026'
export const BUSY_PROVIDER_EMAIL = `dr.sibuk@${DOMAIN}`
export const ADMIN_EMAIL = `admin@${DOMAIN}`
export const patientEmail = (n: number) => `pasien${n}@${DOMAIN}`
export { CONSENT_VERSION } from '../../modules/identity/domain/account-defaults.js'

/** The staging schema (unlogged tables, dropped at the end) and the marker the bench reads. */
export const STAGE = 'seed_load'
