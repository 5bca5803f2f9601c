import { resolveActor } from '../queries/actor.js'
import { recordAccess } from './record-access.js'

/**
 * A provider read the pre-visit intake of appointments (modules/intake): one line of resource 'intake'
 * per appointment (whose id addresses the intake) in the patient's access trail — READ for the intake
 * itself, DOWNLOAD for the intakes in the whole-record FHIR Bundle. Called after the authorization check
 * and before the response leaves, as every records read.
 */
export async function recordIntakeAccess(
  user: { id: string; role: 'PROVIDER' },
  requestId: string | null,
  access: { action: 'READ' | 'DOWNLOAD'; appointmentIds: string[]; patientId: string }
) {
  if (access.appointmentIds.length === 0) return
  const actor = await resolveActor(user, requestId, { cached: true })
  await recordAccess(
    actor,
    access.appointmentIds.map((id) => ({ action: access.action, resourceType: 'intake', resourceId: id, patientId: access.patientId }))
  )
}
