import db from '@adonisjs/lucid/services/db'
import type { AppointmentMediaDto as AppointmentMedia } from '../contracts/appointment-media.js'
import { mediaOf } from '../domain/appointment-media.js'

/** The media the read model knows for one appointment (a write-side answer carries it too). */
export async function appointmentMedia(appointmentId: string): Promise<AppointmentMedia> {
  const row = await db.from('rm_appointment_views').where('id', appointmentId).select('media').first()
  return mediaOf(row?.media)
}
