import type { EventEnvelope } from '#events/envelope'
import type { ConsultationMediaConnected } from '#events/call/consultation-media-connected'
import type { ConsultationMediaEnded } from '#events/call/consultation-media-ended'

/** One side's media as stored in rm_appointment_views.media (`position` orders it; the DTO leaves it out). */
export interface StoredSideMedia {
  firstConnectedAt: string
  connectedSeconds: number
  reconnections: number
  /** when this side's media last stopped; null while it flows (the Encounter's end, modules/fhir) */
  lastEndedAt: string | null
  position: string
}

type MediaEvent = EventEnvelope<ConsultationMediaConnected | ConsultationMediaEnded>
const isMediaEvent = (e: EventEnvelope<any>): e is MediaEvent =>
  e.type === 'ConsultationMediaConnected' || e.type === 'ConsultationMediaEnded'

/**
 * Per appointment and side, its media after the batch's newest call event. The events carry
 * running totals, so the newest one alone is the side's state (a redelivered or reordered older
 * event loses by position). While connected, `connectedSeconds` counts the intervals that ended.
 */
export function latestMedia(events: EventEnvelope<any>[], role: 'PATIENT' | 'PROVIDER') {
  const latest = new Map<string, { id: string; side: StoredSideMedia }>()
  for (const e of events) {
    if (!isMediaEvent(e) || e.payload.role !== role) continue
    const id = e.payload.appointmentId
    const seen = latest.get(id)
    if (seen && BigInt(seen.side.position) >= BigInt(e.position)) continue
    const p = e.payload
    const side: StoredSideMedia = {
      firstConnectedAt: p.firstConnectedAt,
      connectedSeconds: p.connectedSeconds,
      reconnections: p.reconnections,
      lastEndedAt: e.type === 'ConsultationMediaEnded' ? p.at : null,
      position: e.position,
    }
    latest.set(id, { id, side })
  }
  return [...latest.values()]
}
