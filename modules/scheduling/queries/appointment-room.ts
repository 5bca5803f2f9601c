import db from '@adonisjs/lucid/services/db'
import { clinicSettings } from '#modules/clinic/index'
import { getUserWithProfile } from '#modules/identity/index'
import type { ConsultationRole, RoomAccess, RoomRefusalCode } from '../contracts/presence.js'
import { participationOf } from '../domain/appointment-rules.js'
import { joinWindow } from '../domain/join-window.js'
import { schedulingMessages } from '../messages.js'
import { isUuid } from './appointments.js'

const refused = (code: RoomRefusalCode, opensAt?: Date): RoomAccess => ({
  ok: false,
  code,
  // sockets carry no language: Indonesian, the clinic's; the client shows its own text for `code`
  message: schedulingMessages.id[code],
  ...(opensAt ? { opensAt: opensAt.toISOString() } : {}),
})

/**
 * May the user be in consultation room `appointment:<id>` now? Only the appointment's patient and
 * provider (read from the write side: a cancellation committed a moment ago already counts), and
 * only while the room is OPEN (domain/join-window.ts): from the clinic's `joinOpensMinutesBefore`
 * (read at this moment: an admin's change applies at once) until the session is COMPLETED or
 * CANCELLED. Before it: 'scheduling.room_not_open' with the opening time; after it:
 * 'scheduling.room_closed' (the screen shows the summary). A provider whose verification was
 * withdrawn (STR number changed) may not enter until an admin verifies again. Anyone else, and an
 * unknown id, get the same 'not found'.
 */
export async function appointmentRoomAccess(appointmentId: string, userId: string, now = new Date()): Promise<RoomAccess> {
  if (!isUuid(appointmentId)) return refused('scheduling.room_not_found')
  const row = await db
    .from('appointments')
    .where('id', appointmentId)
    .select('patient_user_id', 'provider_user_id', 'scheduled_at', 'status')
    .first()
  const role = row ? participationOf(userId, { patientUserId: row.patient_user_id, providerUserId: row.provider_user_id }) : null
  if (!row || !role) return refused('scheduling.room_not_found')
  if (role === 'PROVIDER') {
    const provider = await getUserWithProfile(userId)
    if ((provider.profile as { verified?: boolean } | null)?.verified !== true) return refused('scheduling.room_not_found')
  }
  const window = joinWindow(
    { scheduledAt: new Date(row.scheduled_at), status: row.status },
    clinicSettings().joinOpensMinutesBefore,
    now
  )
  switch (window.phase) {
    case 'WAITING':
      return refused('scheduling.room_not_open', window.opensAt)
    case 'CLOSED':
      return refused('scheduling.room_closed')
    case 'OPEN':
      return { ok: true, role }
  }
}

/** The part the user plays in the room now, or null when the room refuses them (see appointmentRoomAccess). */
export async function appointmentRoomRole(appointmentId: string, userId: string): Promise<ConsultationRole | null> {
  const access = await appointmentRoomAccess(appointmentId, userId)
  return access.ok ? access.role : null
}

/** Socket.IO room guard: `appointment:<id>` is joined only by its participants while its room is open. */
export async function appointmentRoomGuard(user: { id: string }, room: string): Promise<RoomAccess | false> {
  const m = /^appointment:(.+)$/.exec(room)
  return m ? appointmentRoomAccess(m[1], user.id) : false
}
