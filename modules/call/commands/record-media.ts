import db from '@adonisjs/lucid/services/db'
import { appendEvents } from '#events/outbox'
import { ConsultationMediaConnectedV1 } from '#events/call/consultation-media-connected'
import { ConsultationMediaEndedV1 } from '#events/call/consultation-media-ended'

export interface MediaSide {
  appointmentId: string
  userId: string
  role: 'PATIENT' | 'PROVIDER'
}

/**
 * Records that one side's media started or stopped flowing (reported by its call over the socket,
 * or the socket's disconnect): the running totals in `call_media_sides` and an event with them.
 * A repeated report (two tabs, a retry) changes nothing.
 */
export async function recordMediaChange(side: MediaSide, change: 'connected' | 'disconnected', at: Date) {
  return db.transaction(async (trx) => {
    const key = { appointment_id: side.appointmentId, role: side.role }
    const row = await trx.from('call_media_sides').where(key).forUpdate().first()
    const base = { appointmentId: side.appointmentId, userId: side.userId, role: side.role, at: at.toISOString() }
    if (change === 'connected') {
      if (row?.connected_since) return null
      const reconnections = row ? row.reconnections + 1 : 0
      const firstConnectedAt: Date = row ? new Date(row.first_connected_at) : at
      if (row) await trx.from('call_media_sides').where(key).update({ connected_since: at, reconnections })
      else await trx.table('call_media_sides').insert({ ...key, first_connected_at: at, connected_since: at })
      const event = ConsultationMediaConnectedV1.create(side.appointmentId, {
        ...base,
        firstConnectedAt: firstConnectedAt.toISOString(),
        reconnections,
        connectedSeconds: row?.connected_seconds ?? 0,
      })
      return appendEvents(trx, [event], { actorId: side.userId })
    }
    if (!row?.connected_since) return null
    const intervalSeconds = Math.max(0, Math.round((at.getTime() - new Date(row.connected_since).getTime()) / 1000))
    const connectedSeconds = row.connected_seconds + intervalSeconds
    await trx.from('call_media_sides').where(key).update({ connected_since: null, connected_seconds: connectedSeconds })
    const event = ConsultationMediaEndedV1.create(side.appointmentId, {
      ...base,
      firstConnectedAt: new Date(row.first_connected_at).toISOString(),
      intervalSeconds,
      connectedSeconds,
      reconnections: row.reconnections,
    })
    return appendEvents(trx, [event], { actorId: side.userId })
  })
}
