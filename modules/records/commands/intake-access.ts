import { resolveActor } from '../queries/actor.js'
import { recordAccess } from './record-access.js'

/**
 * A provider read the pre-visit intake of an appointment (modules/intake): one READ line of resource
 * 'intake' (its id the appointment's, which addresses the intake) in the patient's access trail.
 * Called after the authorization check and before the response leaves, as every records read.
 */
export async function recordIntakeRead(
  user: { id: string; role: 'PROVIDER' },
  requestId: string | null,
  access: { appointmentId: string; patientId: string }
) {
  const actor = await resolveActor(user, requestId, { cached: true })
  await recordAccess(actor, [
    { action: 'READ', resourceType: 'intake', resourceId: access.appointmentId, patientId: access.patientId },
  ])
}
