/** Who an account is: the role every authorisation check reads. */
export const roles = ['PATIENT', 'PROVIDER', 'ADMIN'] as const
export type Role = (typeof roles)[number]

export const userStatuses = ['ACTIVE', 'SUSPENDED'] as const
export type UserStatus = (typeof userStatuses)[number]

/** A provider's profession; the value sent and stored is the Indonesian name. */
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
export type ProviderRole = (typeof providerRoles)[number]
