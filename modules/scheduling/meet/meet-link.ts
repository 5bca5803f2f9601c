import { randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'

export interface MeetSettings {
  /** the clinic's own Jitsi (MEET_BASE_URL, "external meeting link" mode) */
  baseUrl: string
  appId?: string
  appSecret?: string
}

/**
 * The built-in call (the default, docs/video.md): the appointment's own consultation page, where
 * its two participants meet. The same link goes into the mails and the .ics.
 */
export function consultationLink(origin: string, appointmentId: string): string {
  return `${origin.replace(/\/+$/, '')}/consultation/${appointmentId}`
}

/**
 * "External meeting link" mode (MEET_BASE_URL set): an unguessable room per appointment: `<base>/TeleRawat-<128 random bits, hex>`. With a Jitsi
 * app secret (self-hosted Jitsi with token auth) the link carries `?jwt=` (HS256, signed with
 * `jose`, see docs/adr/0015-small-libraries.md) scoped to that room, valid until a day after
 * the appointment.
 */
export async function createMeetLink(settings: MeetSettings, scheduledAt: Date, random: Buffer = randomBytes(16)): Promise<string> {
  const base = settings.baseUrl.replace(/\/+$/, '')
  const room = `TeleRawat-${random.toString('hex')}`
  const link = `${base}/${room}`
  if (!settings.appSecret) return link
  const token = await new SignJWT({ room: room.toLowerCase() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience('jitsi')
    .setIssuer(settings.appId || 'telerawat')
    .setSubject(new URL(base).hostname)
    .setExpirationTime(Math.floor(scheduledAt.getTime() / 1000) + 24 * 3600)
    .sign(new TextEncoder().encode(settings.appSecret))
  return `${link}?jwt=${token}`
}
