import { createHmac } from 'node:crypto'

export interface TurnCredential {
  username: string
  credential: string
  expiresAt: Date
}

/**
 * A TURN credential in the TURN REST scheme (coturn `use-auth-secret`): username
 * `<expiry unix seconds>:<user id>:<appointment id>`, password base64(HMAC-SHA1(secret, username)).
 * coturn reads the expiry before the first ':' and refuses the credential after it.
 */
export function mintTurnCredential(
  secret: string,
  userId: string,
  appointmentId: string,
  now: Date,
  ttlSeconds: number
): TurnCredential {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds
  const username = `${expiry}:${userId}:${appointmentId}`
  const credential = createHmac('sha1', secret).update(username).digest('base64')
  return { username, credential, expiresAt: new Date(expiry * 1000) }
}
