import { createHmac, randomBytes } from 'node:crypto'

export interface MeetSettings {
  /** e.g. https://meet.jit.si or a self-hosted Jitsi */
  baseUrl: string
  appId?: string
  appSecret?: string
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

/** A minimal HS256 JWT (RFC 7519) — all Jitsi's token auth needs, without a dependency. */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

/**
 * An unguessable room per appointment: `<base>/TeleRawat-<128 random bits, hex>`. With a Jitsi
 * app secret (self-hosted Jitsi with token auth) the link carries `?jwt=` scoped to that room,
 * valid until a day after the appointment.
 */
export function createMeetLink(settings: MeetSettings, scheduledAt: Date, random: Buffer = randomBytes(16)): string {
  const base = settings.baseUrl.replace(/\/+$/, '')
  const room = `TeleRawat-${random.toString('hex')}`
  const link = `${base}/${room}`
  if (!settings.appSecret) return link
  const token = signHs256(
    {
      aud: 'jitsi',
      iss: settings.appId || 'telerawat',
      sub: new URL(base).hostname,
      room: room.toLowerCase(),
      exp: Math.floor(scheduledAt.getTime() / 1000) + 24 * 3600,
    },
    settings.appSecret
  )
  return `${link}?jwt=${token}`
}
