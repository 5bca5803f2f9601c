const GENDERS: Record<string, 'male' | 'female'> = {
  male: 'male',
  m: 'male',
  l: 'male',
  'laki-laki': 'male',
  pria: 'male',
  female: 'female',
  f: 'female',
  p: 'female',
  perempuan: 'female',
  wanita: 'female',
}

/** The catalogue key of a stored gender ('L', 'Perempuan', 'female', …), or null to show it as written. */
export const genderKey = (gender: string | null | undefined) => GENDERS[(gender ?? '').trim().toLowerCase()] ?? null
