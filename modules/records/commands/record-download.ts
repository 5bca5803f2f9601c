import type { Role } from '#modules/identity/index'
import type { ResourceType } from '../contracts/access-log-item.js'
import { resolveActor } from '../queries/actor.js'
import { recordAccess } from './record-access.js'

/**
 * A download of a patient's data, written to the access trail the patient sees (UU 27/2022):
 * the door for other modules' downloads (the whole record as a FHIR Bundle). Call it after the
 * authorization check and before the response leaves.
 */
export async function recordDownload(
  user: { id: string; role: Role },
  requestId: string | null,
  entry: { resourceType: ResourceType; resourceId: string | null; patientId: string }
) {
  const actor = await resolveActor(user, requestId)
  await recordAccess(actor, [{ action: 'DOWNLOAD', ...entry }])
}
