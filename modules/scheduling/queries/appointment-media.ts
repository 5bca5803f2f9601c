import db from '@adonisjs/lucid/services/db'
import type { AppointmentMedia, SideMedia } from '#modules/call/index'

export const NO_MEDIA: AppointmentMedia = { patient: null, provider: null }

const sideOf = (stored: any): SideMedia | null =>
  stored
    ? { firstConnectedAt: stored.firstConnectedAt, connectedSeconds: stored.connectedSeconds, reconnections: stored.reconnections }
    : null

/** rm_appointment_views.media as the DTO carries it (without the projection's positions). */
export function mediaOf(stored: any): AppointmentMedia {
  return stored ? { patient: sideOf(stored.patient), provider: sideOf(stored.provider) } : NO_MEDIA
}

/** The media the read model knows for one appointment (a write-side answer carries it too). */
export async function appointmentMedia(appointmentId: string): Promise<AppointmentMedia> {
  const row = await db.from('rm_appointment_views').where('id', appointmentId).select('media').first()
  return mediaOf(row?.media)
}
