import type { IceServersDto } from '../contracts/call.js'
import { mintTurnCredential } from './turn-credentials.js'

export interface IceConfig {
  stunUrls: string[]
  turnUrls: string[]
  secret: string
  ttlSeconds: number
}

/**
 * The ICE servers one participant gets: STUN as configured, TURN with a credential of their own.
 * Without TURN the answer still expires, so the client asks again as it would with TURN.
 */
export function iceServersFor(config: IceConfig, userId: string, appointmentId: string, now: Date): IceServersDto {
  const iceServers: IceServersDto['iceServers'] = []
  if (config.stunUrls.length) iceServers.push({ urls: config.stunUrls })
  const relay = config.turnUrls.length > 0 && config.secret.length > 0
  let expiresAt = new Date(now.getTime() + config.ttlSeconds * 1000)
  if (relay) {
    const turn = mintTurnCredential(config.secret, userId, appointmentId, now, config.ttlSeconds)
    iceServers.push({ urls: config.turnUrls, username: turn.username, credential: turn.credential })
    expiresAt = turn.expiresAt
  }
  return { iceServers, expiresAt: expiresAt.toISOString(), relay }
}
