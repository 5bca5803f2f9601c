import { DEFAULT_TIMEZONE } from './domain/slots.js'
import type { MeetSettings } from './meet/meet-link.js'

/**
 * Scheduling settings, read from the process environment at use time (AdonisJS' env loader
 * validates and fills process.env at boot; modules do not import the server's env module).
 */
export const settings = {
  timezone: (): string => process.env.APP_TIMEZONE || DEFAULT_TIMEZONE,
  meet: (): MeetSettings => ({
    baseUrl: process.env.MEET_BASE_URL || 'https://meet.jit.si',
    appId: process.env.JITSI_APP_ID || undefined,
    appSecret: process.env.JITSI_APP_SECRET || undefined,
  }),
}
