// the kernel speaks roles (routes, contexts); identity's contracts keep offering them under this name
export { roles, type Role } from '../../kernel/contracts/roles.js'

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
