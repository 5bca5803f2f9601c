import type { AppointmentMediaDto as AppointmentMedia, AppointmentSideMedia as SideMedia } from '../contracts/appointment-media.js'

export const NO_MEDIA: AppointmentMedia = { patient: null, provider: null }

const sideOf = (stored: any): SideMedia | null =>
  stored
    ? { firstConnectedAt: stored.firstConnectedAt, connectedSeconds: stored.connectedSeconds, reconnections: stored.reconnections }
    : null

/** rm_appointment_views.media as the DTO carries it (without the projection's positions). */
export function mediaOf(stored: any): AppointmentMedia {
  return stored ? { patient: sideOf(stored.patient), provider: sideOf(stored.provider) } : NO_MEDIA
}

const latest = (a: string, b: string) => (new Date(a) > new Date(b) ? a : b)

/**
 * The call's own times (the FHIR Encounter's period where more exact than the button presses):
 * started when both sides' media first flowed, ended when the last side's media stopped.
 */
export function mediaTimes(stored: any): { mediaStartedAt: string | null; mediaEndedAt: string | null } {
  const [patient, provider] = [stored?.patient, stored?.provider]
  if (!patient?.firstConnectedAt || !provider?.firstConnectedAt) return { mediaStartedAt: null, mediaEndedAt: null }
  const ended = patient.lastEndedAt && provider.lastEndedAt ? latest(patient.lastEndedAt, provider.lastEndedAt) : null
  return { mediaStartedAt: latest(patient.firstConnectedAt, provider.firstConnectedAt), mediaEndedAt: ended }
}
