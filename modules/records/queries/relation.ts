import { FreshLoads } from '#modules/kernel/index'
import { patientIdsScheduledIn, providerHasPatientScheduledIn } from '#modules/scheduling/index'
import { recordsSettings as env } from '../settings.js'
import { DEFAULT_ACCESS_WINDOW, scheduledRangeOpenAt, type AccessWindowPolicy } from '../domain/access-window.js'
import type { Relation } from '../domain/access.js'
import { resolveActor, type RecordsActor } from './actor.js'

/** RECORDS_ACCESS_BEFORE_HOURS / RECORDS_ACCESS_AFTER_DAYS (validated at boot), read per call. */
export function accessWindowPolicy(): AccessWindowPolicy {
  return {
    beforeHours: env.get('RECORDS_ACCESS_BEFORE_HOURS') ?? DEFAULT_ACCESS_WINDOW.beforeHours,
    afterDays: env.get('RECORDS_ACCESS_AFTER_DAYS') ?? DEFAULT_ACCESS_WINDOW.afterDays,
  }
}

/**
 * What the actor is to a patient: the patient themself, or a provider who treats them now — a
 * verified provider (`actor.verified`, loaded with the actor) with an appointment that is not
 * cancelled and whose access window holds now (domain/access-window.ts). Having written an
 * entry once is not enough: after a cancellation or once the window closed the provider no
 * longer sees the patient's record.
 */
export async function relationTo(actor: RecordsActor, patientId: string, now = new Date()): Promise<Relation> {
  // ids compare as UUIDs do: case-insensitively (an upper-case id of one's own is still one's own)
  if (actor.role === 'PATIENT') return { isSelf: actor.profileId?.toLowerCase() === patientId.toLowerCase(), treats: false }
  if (actor.role !== 'PROVIDER' || !actor.verified) return { isSelf: false, treats: false }
  const range = scheduledRangeOpenAt(now, accessWindowPolicy())
  return { isSelf: false, treats: await providerHasPatientScheduledIn(actor.userId, patientId, range) }
}

/** A provider's concurrent requests share the statement, begun after each of them arrived. */
const treatedNow = new FreshLoads<readonly string[]>()

/**
 * The patients whose records a provider may see right now (the provider's records list): decided
 * per request, never kept, so a cancellation closes the window for the next request.
 */
export async function patientsTreatedNow(actor: RecordsActor): Promise<readonly string[]> {
  if (actor.role !== 'PROVIDER' || !actor.verified) return []
  // frozen: one list goes to every request sharing it (and keys their pages by identity: records.ts)
  return treatedNow.share(actor.userId, async () =>
    Object.freeze(await patientIdsScheduledIn(actor.userId, scheduledRangeOpenAt(new Date(), accessWindowPolicy())))
  )
}

/**
 * The rule above for other modules' routes and rooms (the SATUSEHAT status route, …): does this
 * signed-in provider treat the patient now (verified, an appointment whose window is open)?
 */
export async function providerTreatsPatientNow(user: { id: string; role: RecordsActor['role'] }, patientId: string): Promise<boolean> {
  if (user.role !== 'PROVIDER') return false
  const actor = await resolveActor(user, null).catch(() => null)
  return actor !== null && (await relationTo(actor, patientId)).treats
}
