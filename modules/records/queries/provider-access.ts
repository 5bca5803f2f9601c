import { providerHasPatientScheduledIn } from '#modules/scheduling/index'
import { scheduledRangeOpenAt } from '../domain/access-window.js'
import { resolveActor } from './actor.js'
import { accessWindowPolicy, relationTo } from './relation.js'

/**
 * A provider's access to one patient under the records access window (docs/security.md), for
 * other modules (the conversations of modules/messaging): `treatsNow` is exactly the records
 * rule (verified, a window open now); `windowEverOpened` adds the windows already closed.
 */
export async function providerAccessToPatient(providerUserId: string, patientId: string, now = new Date()) {
  const actor = await resolveActor({ id: providerUserId, role: 'PROVIDER' }, null)
  if (!actor.verified) return { treatsNow: false, windowEverOpened: false }
  const [relation, opened] = await Promise.all([
    relationTo(actor, patientId, now),
    providerHasPatientScheduledIn(providerUserId, patientId, {
      from: new Date(0),
      until: scheduledRangeOpenAt(now, accessWindowPolicy()).until,
    }),
  ])
  return { treatsNow: relation.treats, windowEverOpened: relation.treats || opened }
}
