import { api } from '@/lib/api'
import type { IceServersDto } from '@modules/call/contracts/call'

/** GET /api/consultations/:id/ice-servers — STUN and TURN with credentials minted for this user and appointment. */
export async function getIceServers(appointmentId: string): Promise<IceServersDto> {
  return api.get<IceServersDto>(`/api/consultations/${encodeURIComponent(appointmentId)}/ice-servers`)
}
