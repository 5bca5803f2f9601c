import { latestScheduledWithPatient } from '#modules/scheduling/index'
import { scheduledRangeOpenAt } from '../domain/access-window.js'
import { resolveActor } from './actor.js'
import { accessWindowPolicy } from './relation.js'

/**
 * A provider's access to one patient under the records access window (docs/security.md), for
 * other modules (the conversations of modules/messaging): `treatsNow` is exactly the records
 * rule (verified, a window open now: relationTo's appointment scheduled in the open range);
 * `windowEverOpened` adds the windows already closed. Every message sent or read asks this, so
 * the provider comes from the node's identity cache and one statement answers both.
 */
export async function providerAccessToPatient(providerUserId: string, patientId: string, now = new Date()) {
  const actor = await resolveActor({ id: providerUserId, role: 'PROVIDER' }, null, { cached: true })
  if (!actor.verified) return { treatsNow: false, windowEverOpened: false }
  const range = scheduledRangeOpenAt(now, accessWindowPolicy())
  const latest = await latestScheduledWithPatient(providerUserId, patientId, range.until)
  return { treatsNow: latest !== null && latest >= range.from, windowEverOpened: latest !== null }
}
