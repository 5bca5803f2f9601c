export const roles = ['PATIENT', 'PROVIDER', 'ADMIN'] as const
export type Role = (typeof roles)[number]

export const userStatuses = ['ACTIVE', 'SUSPENDED'] as const
export type UserStatus = (typeof userStatuses)[number]

export const providerRoles = [
  'Perawat',
  'Perawat Spesialis',
  'Dokter',
  'Dokter Spesialis',
  'Dokter Sub Spesialis',
  'Bidan',
  'Apoteker',
  'Laboran',
  'Dietisian',
  'Lainnya',
] as const

/** The privacy notice and terms version a new account consents to (UU 27/2022). */
export const CONSENT_VERSION = '2026-11-v1'

export const DEFAULT_CONSULTATION_FEE = 75000
