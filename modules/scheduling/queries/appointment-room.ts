import db from '@adonisjs/lucid/services/db'
import { getUserWithProfile } from '#modules/identity/index'
import type { ConsultationRole } from '../contracts/presence.js'
import { participationOf } from '../domain/appointment-rules.js'
import { isUuid } from './appointments.js'

/**
 * The part the user plays in consultation room `appointment:<id>`, or null when they may not be
 * in it. Only the appointment's patient and provider, read from the write side (a cancellation
 * committed a moment ago already counts). A CANCELLED appointment has no room; a COMPLETED one
 * keeps it, so its participants can still open the screen that says 'Sesi Berakhir'. A provider
 * whose verification was withdrawn (STR number changed) may not enter until an admin verifies again.
 */
export async function appointmentRoomRole(appointmentId: string, userId: string): Promise<ConsultationRole | null> {
  if (!isUuid(appointmentId)) return null
  const row = await db
    .from('appointments')
    .where('id', appointmentId)
    .whereNot('status', 'CANCELLED')
    .select('patient_user_id', 'provider_user_id')
    .first()
  const role = row ? participationOf(userId, { patientUserId: row.patient_user_id, providerUserId: row.provider_user_id }) : null
  if (role !== 'PROVIDER') return role
  const provider = await getUserWithProfile(userId)
  return (provider.profile as { verified?: boolean } | null)?.verified === true ? role : null
}

/** Socket.IO room guard: `appointment:<id>` is joined only by its participants, never once cancelled. */
export async function appointmentRoomGuard(user: { id: string }, room: string): Promise<boolean> {
  const m = /^appointment:(.+)$/.exec(room)
  return m ? (await appointmentRoomRole(m[1], user.id)) !== null : false
}
