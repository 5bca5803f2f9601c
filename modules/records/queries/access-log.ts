import db from '@adonisjs/lucid/services/db'
import { groupAccessLog, type AccessLogItem } from '../domain/access-log.js'

export const ACCESS_LOG_LIMIT = 100

/** Who opened or changed a patient's records and documents, newest first (for the patient). */
export async function listAccessLog(patientId: string, limit = ACCESS_LOG_LIMIT): Promise<AccessLogItem[]> {
  const rows = await db
    .from('record_access_log')
    .where('patient_id', patientId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit * 20)
  return groupAccessLog(
    rows.map((r) => ({
      at: new Date(r.occurred_at).toISOString(),
      actorUserId: r.actor_user_id,
      actorRole: r.actor_role,
      actorName: r.actor_name,
      action: r.action,
      resourceType: r.resource_type,
      resourceId: r.resource_id,
      requestId: r.request_id,
    })),
    limit
  )
}
