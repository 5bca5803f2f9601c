import { api } from '@/lib/api'
import type { IceServers } from '@/api/openapi'

/** GET /api/consultations/:id/ice-servers — STUN and TURN with credentials minted for this user and appointment. */
export async function getIceServers(appointmentId: string): Promise<IceServers> {
  return api.get<IceServers>(`/api/consultations/${encodeURIComponent(appointmentId)}/ice-servers`)
}
