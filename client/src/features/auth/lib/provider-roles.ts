/** Spec §3: provider-role choices. The value sent to the server is the Indonesian name. */
export const PROVIDER_ROLES = [
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

export type ProviderRole = (typeof PROVIDER_ROLES)[number]

export const MIN_PASSWORD_LENGTH = 6
