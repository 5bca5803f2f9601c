import { getCachedUserWithProfile } from './current-user.js'

/**
 * Whether the signed-in user is a provider without verification (never given, or withdrawn when
 * the STR number changed). Such a provider reads no patient data (docs/security.md, issue 24):
 * other modules withhold the patient's name, complaint and contact from what they show them.
 * Asked by reads only, so it reads the node's identity cache: a change of the profile (verified or
 * withdrawn) evicts it on every node through NOTIFY, as it does for the session's own user.
 */
export async function isUnverifiedProvider(user: { id: string; role: string }): Promise<boolean> {
  if (user.role !== 'PROVIDER') return false
  const { profile } = await getCachedUserWithProfile(user.id)
  return (profile as { verified?: boolean } | null)?.verified !== true
}
