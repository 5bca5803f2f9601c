import { getUserWithProfile } from '#modules/identity/index'

/** Whether the signed-in user is a provider without verification (missing or withdrawn): withheld-patient.ts applies. */
export async function isUnverifiedProvider(user: { id: string; role: string }): Promise<boolean> {
  if (user.role !== 'PROVIDER') return false
  const { profile } = await getUserWithProfile(user.id)
  return (profile as { verified?: boolean } | null)?.verified !== true
}
